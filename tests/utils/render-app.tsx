import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionTeam } from '@/api/session';
import { App } from '@/app/app';
import { documentLoad } from '@/app/document-load';
import { routeLoads } from '@/app/route-loads';
import { i18n } from '@/i18n/i18n';
import { resetLanguageFiles } from '@/i18n/language-files';
import { resetDeviceSession } from '@/lib/device-session';
import { resetSession } from '@/lib/session';
import type { ACCOUNTS } from '@/mocks/testing';
import { signInAs } from '@/mocks/testing';
import { documentLoads } from './document-loads';
import { createMemoryHistory, testRouter } from './memory-history';

export type Persona = keyof typeof ACCOUNTS;

interface RenderAppOptions {
  /** Signs in on the demo backend first; omit to start signed out. */
  as?: Persona;
  /** Makes this team active on the server before the app starts (the employee has none). */
  activeTeamId?: number;
  locale?: 'nl' | 'en';
}

/**
 * The whole app (real routes, guards, i18n, stores) over a history in memory, against the demo
 * backend that tests/setup.ts resets before each test. Start-up runs as in the browser.
 */
export async function renderApp(
  url: string,
  { as, activeTeamId, locale = 'nl' }: RenderAppOptions = {},
) {
  resetSession();
  resetLanguageFiles();
  localStorage.setItem('qek_locale', locale);
  await i18n.changeLanguage(locale);
  if (as) await signInAs(as);
  if (activeTeamId !== undefined) await setSessionTeam(activeTeamId);
  const history = createMemoryHistory([url]);
  // `navigate` resolves once the entry's loads settled, when the app's router draws it.
  const router = testRouter(history, (location) => {
    const loads = routeLoads(location);
    return Promise.allSettled([loads.session, loads.layout, loads.page, loads.base]);
  });
  const user = userEvent.setup();
  const view = render(<App history={history} />);
  // A new document, as the browser would load: the app starts again from nothing in memory.
  let documents = 0;
  const loadDocument = (path?: string) => {
    resetSession();
    resetDeviceSession();
    if (path !== undefined) history.replace(path);
    documents += 1;
    view.rerender(<App key={documents} history={history} />);
  };
  documentLoad.replace = (path) => {
    documentLoads.push(path);
    loadDocument(path);
  };
  documentLoad.reload = () => {
    documentLoads.push('reload');
    loadDocument();
  };
  return { router, user, ...view };
}

/** The path and query the app is on. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
