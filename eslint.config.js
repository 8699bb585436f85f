import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The API schemas load with the first page, so the classic API would sit in the entry chunk.
const zodRestriction = {
  name: 'zod',
  message: "Use 'zod/mini': the classic API costs ~20 KB gzip on the first load.",
};

const axiosRestriction = { name: 'axios', message: 'Use the one HTTP client in src/api/http.ts.' };
// react-hot-toast's store owns the toasts; its main entry injects a <style> a strict CSP blocks.
const toastRestrictions = [
  { name: 'react-hot-toast', message: "Use notify() from '@/components/toasts'." },
  { name: 'react-hot-toast/headless', message: "Use notify() from '@/components/toasts'." },
];
// React Router's <Link> family brings its framework mode's prefetch code to every first load.
const routerLinkRestrictions = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink', 'Form'],
  message: "Use Link and NavLink from '@/components/link': React Router's own weigh on /login.",
}));
// react-i18next's hook copies the i18next instance per component and looks every text up anew.
const translationRestriction = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: "Use useTranslation from '@/i18n/use-translation': each text looked up once.",
};
const restrictedImports = (...paths) => [
  'error',
  {
    paths,
    // axios's own modules, which src/api/http/client.ts builds its instance from, are axios too.
    patterns: paths.some((path) => path === axiosRestriction)
      ? [{ group: ['axios/*'], message: axiosRestriction.message }]
      : [],
  },
];

/** The tests and their helpers: what runs only under Vitest. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/*test-utils.{ts,tsx}', 'tests/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'coverage',
    'public-demo/mockServiceWorker.js',
    'tests/laravel/public/build',
    '.stryker-tmp',
    'reports',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The rules that read types, and React Compiler's checks, on the code that ships (src/ without
    // its tests): a test's, a build plugin's or a script's own mistakes show when it runs. Their
    // program is the shipping code's (tsconfig.eslint.json, which leaves out what TEST_CODE
    // names) and the service worker's: tsconfig.app.json's parses and binds every test as well,
    // and the scripts' is a third program; the two cost a sixth more of the lint's CPU time.
    // A shipping file in neither stops ESLint with a parse error.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    extends: [tseslint.configs.recommendedTypeChecked, reactHooks.configs.flat.recommended],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.eslint.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: TEST_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // tsc -b (in npm run check) holds unused locals, imports and parameters in every TypeScript
      // file (noUnusedLocals, noUnusedParameters; an _ before a parameter's name lets it be).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-imports': restrictedImports(
        axiosRestriction,
        zodRestriction,
        ...toastRestrictions,
        ...routerLinkRestrictions,
        translationRestriction,
      ),
    },
  },
  {
    // The HTTP client's modules may import axios (and declare the types of the modules it uses);
    // everything else goes through their entry, src/api/http.ts.
    files: ['src/api/http/*.ts', 'src/api/api-error.ts', 'src/api/axios-modules.d.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        zodRestriction,
        ...toastRestrictions,
        ...routerLinkRestrictions,
        translationRestriction,
      ),
    },
  },
  {
    // The toaster's home (loaded on demand by notify() in toasts.ts); the layout tests clear
    // react-hot-toast's store between tests.
    files: ['src/components/toaster.tsx', '**/*test-utils.tsx'],
    rules: {
      'no-restricted-imports': restrictedImports(
        axiosRestriction,
        zodRestriction,
        ...routerLinkRestrictions,
        translationRestriction,
      ),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports(
        zodRestriction,
        ...routerLinkRestrictions,
        translationRestriction,
      ),
    },
  },
  {
    files: ['*.js', '*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // The first frame's script: plain JavaScript that index.html carries inline (scripts/first-frame-plugin.ts).
    files: ['src/first-frame/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The bench's stack floors: pages outside the app that use each library directly, as the
    // app's one client and one lookup of texts wrap them (scripts/bench/stack-floor).
    files: ['scripts/bench/stack-floor/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Node scripts (demo server, benchmark); the benchmark's page functions run in the browser.
    files: ['scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
