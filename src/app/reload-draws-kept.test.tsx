import { act, screen, within } from '@testing-library/react';
import { expect, onTestFinished, test, vi } from 'vitest';
import { fetchCompany } from '@/api/companies';
import { fetchCurrentUser } from '@/api/current-user';
import { fetchKaizensByTeam } from '@/api/kaizens';
import * as i18nModule from '@/i18n/i18n';
import { keepList } from '@/lib/kept-lists';
import { signInAs } from '@/mocks/testing';
import { useSessionStore } from '@/stores/session-store';
import { nextTask } from '@/utils/next-task';
import { holdAnswers } from '@tests/utils/held-answer';
import { holdKeptStore } from '@tests/utils/kept-store';
import { renderApp } from '@tests/utils/render-app';
import { loadedCode } from './page-code';
import { pageIsLoaded, signedInLayout } from './route-loads';
import { matchPage } from './route-match';

const KEPT_WELCOME = 'Welkom, zoals dit apparaat het bewaarde.';

/** What an earlier visit of the lead left on this device: the company and the team's list. */
async function keptByAnEarlierVisit() {
  await signInAs('lead');
  const lead = await fetchCurrentUser();
  useSessionStore.setState({ user: lead, status: 'signed-in' });
  const company = await fetchCompany();
  await keepList(lead.id, { name: 'company', of: '' }, [
    { ...company, welcome_text_nl: KEPT_WELCOME },
  ]);
  await keepList(lead.id, { name: 'team-kaizens', of: '1' }, await fetchKaizensByTeam(1));
}

/** What the page holds the moment the dashboard's heading is drawn. */
function watchFirstDraw() {
  const atDraw = { drawn: false, welcome: '', waiting: false };
  const observer = new MutationObserver(() => {
    if (atDraw.drawn || !document.querySelector('main h1')) return;
    const main = within(screen.getByRole('main'));
    atDraw.drawn = true;
    atDraw.welcome = document.querySelector('main .company-text')?.textContent ?? '';
    atDraw.waiting = main.queryAllByRole('link', { name: /Te beoordelen/ }).length > 0;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return atDraw;
}

// The first entry of a document reads its page's data ahead: this file's one test has a module
// graph of its own (tests/own-modules.ts).
test("a reload drawn before the session's writes answer waits for what the device kept, and draws the company's welcome and the team's figures with the page", async () => {
  vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
  await keptByAnEarlierVisit();
  const keptStore = await holdKeptStore();
  holdAnswers('*/api/session/team/:id');
  const atDraw = watchFirstDraw();
  await renderApp('/home', { as: 'lead' });

  // Everything else the page needs is in: it waits for what the device keeps.
  const home = matchPage('/home');
  await expect
    .poll(() => home && loadedCode(signedInLayout) !== undefined && pageIsLoaded(home.route), {
      timeout: 10_000,
    })
    .toBe(true);
  await act(() => nextTask());
  expect(atDraw.drawn).toBe(false);

  keptStore.release();
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Drawn whole, the team's write still unanswered: nothing above the fold comes later.
  expect(atDraw).toEqual({ drawn: true, welcome: KEPT_WELCOME, waiting: true });
});
