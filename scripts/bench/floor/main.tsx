// The floor of the benchmark: React 19 rendering one component, nothing else.
// `jsx()` is what JSX compiles to; written out because tsconfig.node.json (which covers
// scripts/) has no JSX setting.
import { StrictMode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';

function Floor() {
  return jsx('h1', { children: 'React floor' });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  jsx(StrictMode, { children: jsx(Floor, {}) }),
);
