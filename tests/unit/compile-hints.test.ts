// @vitest-environment node
import { expect, test } from 'vitest';
import { firstPageChunks, type HintedChunk } from '../../scripts/compile-hints-plugin';

const chunk = (fileName: string, imports: string[] = [], facade?: string): HintedChunk => ({
  fileName,
  isEntry: fileName.startsWith('index'),
  facadeModuleId: facade ?? null,
  imports,
});

// The shape of the app's build: an entry with React DOM (the sign-in page is in its chunk), the
// signed-in layout and the dashboard with their shared chunks, and pages that load later.
const chunks = [
  chunk('index.js', ['runtime.js', 'react-dom.js']),
  chunk('runtime.js'),
  chunk('react-dom.js', ['runtime.js']),
  chunk(
    'signed-in-layout.js',
    ['signed-in-deps.js', 'index.js'],
    '/app/src/app/layouts/signed-in-layout.tsx',
  ),
  chunk('signed-in-deps.js', ['runtime.js']),
  chunk('home-page.js', ['dashboard-deps.js'], '/app/src/features/dashboard/home-page.tsx'),
  chunk('dashboard-deps.js', ['Form.js']),
  chunk('Form.js'),
  chunk('kaizen-form-page.js', ['Form.js', 'editor.js'], '/app/src/features/kaizen/form-page.tsx'),
  chunk('editor.js'),
];

test('the entry, the landing pages and all they import statically are hinted; later pages not', () => {
  const hinted = firstPageChunks(chunks, [
    '/src/app/layouts/signed-in-layout.tsx',
    '/src/features/dashboard/home-page.tsx',
  ]);
  expect([...hinted].sort()).toEqual([
    'Form.js',
    'dashboard-deps.js',
    'home-page.js',
    'index.js',
    'react-dom.js',
    'runtime.js',
    'signed-in-deps.js',
    'signed-in-layout.js',
  ]);
});

test('without landing pages only the entry and its imports are hinted', () => {
  expect([...firstPageChunks(chunks, [])].sort()).toEqual([
    'index.js',
    'react-dom.js',
    'runtime.js',
  ]);
});
