/**
 * The layering of docs/architecture.md, enforced (`npm run check:deps`, part of `npm test`):
 * features stand alone, shared layers never reach up into features or the app, production code
 * never loads the demo backend or the tests (except main.tsx's demo-mode dynamic import), and no
 * module reaches itself through others, types included.
 */
const test = '(\\.test|test-utils)\\.tsx?$';
const shared = '^src/(api|components|config|hooks|i18n|lib|stores|utils)/';

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment: 'A feature owns its screens, hooks and tests; shared code lives in a shared layer.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment: 'Shared layers are used by features and the app, never the other way round.',
      severity: 'error',
      from: { path: shared, pathNot: test },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'The app composes features; a feature does not know the app around it.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: test },
      to: { path: '^src/app/' },
    },
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
        pathNot: [test, '\\.d\\.ts$', '^src/main\\.tsx$', '^src/mocks/(browser|server)\\.ts$'],
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
