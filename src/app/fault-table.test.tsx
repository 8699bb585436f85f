import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { renderApp, type Persona } from '@tests/utils/render-app';
import { useShortTimeout } from '@tests/utils/timeout-fault';
import { WRITE_FAULTS } from '@tests/utils/write-faults';
import { reloader } from './page-code';

/**
 * The first data call of each screen, answered with each kind of fault and then with a good
 * answer. The user must get through with at most one click on "Opnieuw proberen" and without a
 * reload.
 */
// One fault of each way through the client: a 5xx (retried once by itself), an unreadable 200
// (not retried) and no answer before the client's timeout (`env.apiTimeoutMs`, shortened for the
// test). A 503 page and an empty 200 go the ways of a 500 and an HTML 200
// (src/lib/query-client.test.ts, src/api/http.test.ts); a late answer only a write can have.
const FAULTS = {
  '500': WRITE_FAULTS['500'],
  'HTML 200': WRITE_FAULTS['HTML 200'],
  timeout: WRITE_FAULTS.timeout,
};

interface Screen {
  path: string;
  as: Persona;
  method: 'get' | 'post';
  call: string;
  heading: string;
}

const SCREENS: Screen[] = [
  {
    path: '/home',
    as: 'lead',
    method: 'get',
    call: '*/api/kaizen/by-team/:id',
    heading: 'Dashboard',
  },
  {
    path: '/my-kaizens',
    as: 'lead',
    method: 'get',
    call: '*/api/kaizen/by-user/:id',
    heading: 'Mijn kaizens',
  },
  {
    path: '/kaizen/approved',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/table/approved',
    heading: 'Goedgekeurde kaizens',
  },
  {
    path: '/kaizen/declined',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/table/rejected',
    heading: 'Afgewezen kaizens',
  },
  {
    path: '/kaizen/shared',
    as: 'lead',
    method: 'get',
    call: '*/api/kaizen/by-type/shared',
    heading: 'Gedeelde kaizens',
  },
  { path: '/team', as: 'admin', method: 'get', call: '*/crud/team', heading: 'Teams' },
  { path: '/user', as: 'admin', method: 'post', call: '*/api/user/table', heading: 'Gebruikers' },
  {
    path: '/company',
    as: 'superadmin',
    method: 'post',
    call: '*/crud/company/table',
    heading: 'Bedrijven',
  },
  {
    path: '/company/edit',
    as: 'admin',
    method: 'get',
    call: '*/api/company/company-configurator',
    heading: 'Bedrijfsinstellingen',
  },
  {
    path: '/company/documents',
    as: 'admin',
    method: 'get',
    call: '*/api/company/company-documents',
    heading: 'Bedrijfsdocumenten',
  },
  {
    path: '/help/documentation',
    as: 'employee',
    method: 'get',
    call: '*/crud/document-title',
    heading: 'Documentatie',
  },
  {
    path: '/about',
    as: 'employee',
    method: 'get',
    call: '*/crud/update',
    heading: 'Wat is er nieuw',
  },
  {
    path: '/team-management',
    as: 'admin',
    method: 'post',
    call: '*/api/team/filter',
    heading: 'Teambeheer',
  },
  {
    path: '/team-select',
    as: 'lead',
    method: 'post',
    call: '*/api/user/teams',
    heading: 'Kies een team',
  },
];

/** Answers `call` with the fault for its first `times` requests, then lets the demo answer. */
function faultFirst(screenDef: Screen, fault: keyof typeof FAULTS, times: number) {
  let left = times;
  server.use(
    http[screenDef.method](screenDef.call, (info) => {
      if (left === 0) return undefined;
      left -= 1;
      return FAULTS[fault](info);
    }),
  );
}

/**
 * A 500 and no answer go one way through the query cache (a retry by itself, then "Opnieuw
 * proberen"): the first screen of each method meets both, the others the 500.
 */
function faultsOf(screenDef: Screen): (keyof typeof FAULTS)[] {
  const first = SCREENS.find((other) => other.method === screenDef.method) === screenDef;
  const faults = Object.keys(FAULTS) as (keyof typeof FAULTS)[];
  return first ? faults : faults.filter((fault) => fault !== 'timeout');
}

describe.each(SCREENS)('$path: its first data call ($call)', (screenDef) => {
  test.each(faultsOf(screenDef))(
    'answered %s, then well: at most one retry click and the screen is there',
    async (fault) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // Reads are retried once by themselves after a 5xx or a timeout
      // (src/lib/query-client.ts): both attempts fail. An unreadable 200 is not retried.
      const times = fault.includes('200') ? 1 : 2;
      if (fault === 'timeout') useShortTimeout(screenDef.method, screenDef.call, times);
      faultFirst(screenDef, fault, times);
      const reload = vi.spyOn(reloader, 'go').mockImplementation(() => undefined);
      const { user } = await renderApp(screenDef.path, { as: screenDef.as });

      // The table screens read with a POST: answered 2xx unreadably, the client sends it once
      // more by itself (src/api/http/exchange.ts), so they need no click at all.
      if (!(screenDef.method === 'post' && fault.includes('200'))) {
        const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
        expect(screen.queryByText(/Foutcode 200/)).toBeNull();
        await user.click(retry);
      }

      const main = await screen.findByRole('main');
      await waitFor(() =>
        expect(
          within(main).getByRole('heading', { level: 1, name: screenDef.heading }),
        ).toBeVisible(),
      );
      await waitFor(() =>
        expect(within(main).queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull(),
      );
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
