import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { initLocale } from '@/lib/locale';
import { applyTheme, themeFor } from '@/lib/theme';
import './styles/main.scss';

async function start() {
  if (env.demo) {
    // Demo mode only: the whole msw backend lives in this chunk, never in a production build.
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  initLocale();
  applyTheme(themeFor(null));
  const { App, createAppRouter } = await import('./app/app');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
