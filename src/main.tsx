import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLocale } from '@/lib/locale';
import { applyTheme, themeFor } from '@/lib/theme';
import { App, createAppRouter } from './app/app';
import './styles/main.scss';

async function start() {
  // A compile-time constant, so a production build drops the branch and the msw chunk with it.
  if (__DEMO_MODE__) {
    // Demo mode only: the whole msw backend lives in this chunk, never in a production build.
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  initLocale();
  applyTheme(themeFor(null));
  // The router starts loading data as soon as it exists, so only after the demo backend is up.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
