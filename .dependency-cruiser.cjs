/**
 * The layering of docs/architecture.md, enforced (`npm run check:deps`, part of `npm test`):
 * each layer uses only its own and lower ones, features stand alone, the shared layers leave the
 * kaizen's service and schema to src/kaizens/, production code never loads the demo backend or
 * the tests (except main.tsx's demo-mode dynamic import), and no module reaches itself through
 * others, types included.
 */
const test = '(\\.test|test-utils)\\.tsx?$';

/**
 * The layers of src/, lowest first (docs/architecture.md, "Layers"): a module imports from its
 * own level and those below it, never from one above. Layers that share a level may use each
 * other (no-circular still keeps them from looping).
 */
const levels = [
  ['config', 'utils'],
  ['api'],
  ['i18n', 'stores'],
  ['lib'],
  ['components', 'hooks'],
  ['kaizens'],
  ['features'],
  ['app'],
];

const layerRules = levels.slice(0, -1).map((level, index) => {
  const higher = levels.slice(index + 1).flat();
  return {
    name: `${level.join('-or-')}-imports-higher-layer`,
    comment: 'A layer never imports one above it (docs/architecture.md, "Layers").',
    severity: 'error',
    from: { path: `^src/(${level.join('|')})/`, pathNot: test },
    to: { path: `^src/(${higher.join('|')})/` },
  };
});

/**
 * The kaizen's service, queries and schema: what several features share about kaizens is built on
 * them in src/kaizens/ (docs/architecture.md, "Layers"), never in the shared layers below it.
 */
const kaizenApi = '^src/api/(kaizens|kaizen-queries)\\.ts$|^src/api/schemas/kaizen';

module.exports = {
  forbidden: [
    {
      name: 'shared-layer-imports-kaizen-api',
      comment:
        'Kaizen knowledge lives in src/kaizens/: the shared layers never use the kaizen service, ' +
        'queries or schema (docs/architecture.md, "Layers").',
      severity: 'error',
      from: {
        path: '^src/(config|utils|i18n|stores|lib|components|hooks)/',
        pathNot: test,
      },
      to: { path: kaizenApi },
    },
    {
      name: 'feature-imports-feature',
      comment: 'A feature owns its screens, hooks and tests; shared code lives in a shared layer.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    ...layerRules,
    {
      name: 'production-imports-mocks-or-tests',
      comment: 'The demo backend and the tests never reach a production bundle.',
      severity: 'error',
      from: { path: '^src/', pathNot: [test, '^src/mocks/', '^src/main\\.tsx$'] },
      to: { path: '^(src/mocks|tests)/' },
    },
    {
      name: 'main-imports-mocks-statically',
      comment: 'main.tsx may start the demo backend only through a dynamic import.',
      severity: 'error',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^src/mocks/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'http-client-internals',
      comment: 'The HTTP client is used through its entry, src/api/http.ts, never its modules.',
      severity: 'error',
      from: { path: '^', pathNot: ['^src/api/http\\.ts$', '^src/api/http/'] },
      to: { path: '^src/api/http/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle, even through types only: move the shared piece into a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A file nothing imports is dead code (entry points, tests and declarations aside).',
      severity: 'error',
      from: {
        orphan: true,
        path: '^src/',
        // The loading frame's script is inlined into index.html by the build, not imported. The
        // signed-in pages are found by file name (src/app/signed-in-pages.ts); its test fails on
        // a page module that no route row names.
        pathNot: [
          test,
          '^src/features/(?!auth/|errors/).+-page\\.tsx$',
          '\\.d\\.ts$',
          '^src/main\\.tsx$',
          '^src/mocks/(browser|server)\\.ts$',
          '^src/first-frame/first-frame\\.js$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|tests)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
