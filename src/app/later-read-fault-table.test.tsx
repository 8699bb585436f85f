import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { renderApp, type Persona } from '@tests/utils/render-app';
import { useShortTimeout } from '@tests/utils/timeout-fault';
import { WRITE_FAULTS } from '@tests/utils/write-faults';
import { reloader } from './page-code';
import { enterSearch } from '@tests/utils/search';

/**
 * The reads a screen makes after its first one (another page, a filter, a search, a list
 * opened, a page opened from a list or the menu), answered with each fault and then well.
 * The user gets through with at most one click on "Opnieuw proberen", without a reload, and
 * what they had on screen (the list so far, the filter chosen, the search typed) stays.
 */
// One fault of each way through the client; a 503 page and an empty 200 go the ways of a 500 and
// an HTML 200 (src/lib/query-client.test.ts, src/api/http.test.ts).
const FAULTS = {
  '500': WRITE_FAULTS['500'],
  'HTML 200': WRITE_FAULTS['HTML 200'],
  timeout: WRITE_FAULTS.timeout,
};
type ReadFault = keyof typeof FAULTS;

interface LaterRead {
  name: string;
  path: string;
  as: Persona;
  activeTeamId?: number;
  /** What the demo backend holds beyond its seed, before the screen opens. */
  seed?: () => void;
  method: 'get' | 'post';
  call: string;
  /** The screen's first data is there. */
  ready: () => Promise<void>;
  /** What the user does that makes the read. */
  act: (user: UserEvent) => Promise<void>;
  /** What the user had on screen or chose is still there (after the fault and after). */
  kept: () => void;
  /** The read's answer is on screen. */
  done: () => Promise<void>;
  /**
   * A read sent by a click, not through the query cache: no retry by itself, the failure is
   * said beside what was clicked, and clicking it again is the retry.
   */
  clicked?: { message: RegExp; retry: (user: UserEvent) => Promise<void> };
  /**
   * A read the link starts when pointed at (the menu fetches a page's files ahead): the click
   * may share that request or, when it failed already, ask again. So each fault is answered
   * once, and the user needs one retry click or none; `shown` tells the read's answer is there.
   */
  ahead?: { shown: () => boolean };
}

const APPROVED = 'Goedgekeurde kaizens';
const approvedTable = () => screen.getByRole('table', { name: APPROVED });
const approvedTitles = () =>
  within(approvedTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);
const approvedReady = async () => {
  const table = await screen.findByRole('table', { name: APPROVED });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
};
const pages = () => screen.getByRole('navigation', { name: `Pagina's van ${APPROVED}` });
/** The first page's titles, to tell page 2 from it. */
const firstPage: { titles: (string | null)[] } = { titles: [] };
const opened = { title: '' };

const userNames = () =>
  within(screen.getByRole('table', { name: 'Gebruikers' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const COMPANIES = 'Bedrijven met hun aantallen gebruikers, teams en kaizens';
const companyNames = () =>
  within(screen.getByRole('table', { name: COMPANIES }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const teamList = () => screen.getByRole('list', { name: 'Uw teams' });
const teamButtons = () => within(teamList()).getAllByRole('button');
const teamItem = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
/** Twelve extra teams, so the admin (who works in every team) has 17: two pages of teams. */
function addTeams() {
  const db = getDb();
  for (let n = 1; n <= 12; n += 1) {
    db.teams.push({
      id: 100 + n,
      company_id: 1,
      name: `Ploeg ${String(n).padStart(2, '0')}`,
      print_enabled: false,
      deleted_at: null,
      created_at: new Date().toISOString(),
    });
  }
}

/** What the read faults say (src/lib/failure-message.ts). */
const SAID =
  /Er ging iets mis op de server|De applicatie is even in onderhoud|onverwacht antwoord|De server antwoordt niet op tijd/;

const READS: LaterRead[] = [
  {
    name: 'a team chosen (team switch)',
    path: '/team-select',
    as: 'employee',
    method: 'get',
    call: '*/api/session/team/:id',
    ready: async () => {
      await screen.findByRole('button', { name: 'Logistiek' });
    },
    act: (user) => user.click(screen.getByRole('button', { name: 'Logistiek' })),
    kept: () => undefined,
    clicked: {
      message: SAID,
      retry: async (user) => {
        expect(screen.getByRole('button', { name: 'Logistiek' })).toBeEnabled();
        await user.click(screen.getByRole('button', { name: 'Logistiek' }));
      },
    },
    done: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    },
  },
  {
    name: 'a search typed (companies)',
    path: '/company',
    as: 'superadmin',
    seed: () => {
      getDb().companies.push({
        id: 50,
        name: 'Zuidkust B.V.',
        code: 'ZUIDKUST',
        color: null,
        logo_src: null,
        api_enabled: false,
        language_codes: ['nl'],
        sites: [],
        translations: {},
        created_at: new Date().toISOString(),
      });
    },
    method: 'post',
    call: '*/crud/company/table',
    ready: async () => {
      const table = await screen.findByRole('table', { name: COMPANIES });
      await waitFor(() =>
        expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1),
      );
    },
    act: (user) => enterSearch(user, screen.getByRole('searchbox'), 'noordhaven', { submit: true }),
    kept: () => {
      expect(screen.getByRole('searchbox')).toHaveValue('noordhaven');
      expect(companyNames().length).toBeGreaterThan(0);
    },
    done: async () => {
      await waitFor(() => expect(companyNames()).toEqual(['Noordhaven Verpakkingen B.V.']));
    },
  },
  {
    name: 'next page of a table',
    path: '/kaizen/approved',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/table/approved',
    ready: async () => {
      await approvedReady();
      firstPage.titles = approvedTitles();
    },
    act: (user) => user.click(within(pages()).getByRole('button', { name: '2' })),
    // The page the user had stays while the next one failed (src/components/data-table.tsx).
    kept: () => {
      expect(approvedTitles()).toHaveLength(20);
    },
    done: async () => {
      await waitFor(() =>
        expect(within(pages()).getByRole('button', { name: '2' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      await waitFor(() => expect(approvedTitles()).toHaveLength(20));
      expect(approvedTitles()).not.toEqual(firstPage.titles);
    },
  },
  {
    name: 'more of a list (teams)',
    path: '/team-select',
    as: 'admin',
    method: 'post',
    call: '*/api/user/teams',
    seed: addTeams,
    ready: async () => {
      await screen.findByRole('list', { name: 'Uw teams' });
      await waitFor(() => expect(teamButtons()).toHaveLength(10));
    },
    act: (user) => user.click(screen.getByRole('button', { name: 'Meer teams tonen (10 van 17)' })),
    kept: () => {
      expect(teamButtons().length).toBeGreaterThanOrEqual(10);
    },
    done: async () => {
      await waitFor(() => expect(teamButtons()).toHaveLength(17));
    },
  },
  {
    name: 'team members',
    path: '/team',
    as: 'admin',
    activeTeamId: 1,
    method: 'get',
    call: '*/api/team/:id/users',
    ready: async () => {
      await screen.findByRole('list', { name: 'Alle teams' });
    },
    act: (user) => user.click(within(teamItem('Onderhoud')).getByRole('button', { name: /Leden/ })),
    kept: () => {
      expect(within(teamItem('Onderhoud')).getByRole('button', { name: /Leden/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('heading', { level: 3, name: 'Productie' })).toBeVisible();
    },
    done: async () => {
      expect(await within(teamItem('Onderhoud')).findByText('Sophie Meijer')).toBeVisible();
    },
  },
  {
    name: 'a filter chosen',
    path: '/kaizen/approved',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/table/approved',
    ready: async () => {
      await approvedReady();
      await screen.findByRole('option', { name: 'Productie' });
    },
    act: (user) => user.selectOptions(screen.getByLabelText('Team'), 'Productie'),
    kept: () => {
      expect(screen.getByLabelText('Team')).toHaveDisplayValue('Productie');
      expect(approvedTitles().length).toBeGreaterThan(0);
    },
    done: async () => {
      await waitFor(() => expect(approvedTable()).toHaveAttribute('aria-busy', 'false'));
      const productie = new Set(
        getDb()
          .kaizens.filter((k) => k.team_id === 1 && k.status === 'approved')
          .map((k) => k.title),
      );
      await waitFor(() =>
        expect(approvedTitles().every((title) => productie.has(title ?? ''))).toBe(true),
      );
    },
  },
  {
    name: 'a search typed',
    path: '/kaizen/approved',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/table/approved',
    ready: approvedReady,
    act: (user) =>
      enterSearch(user, screen.getByRole('searchbox', { name: 'Zoeken' }), 'lade', {
        submit: true,
      }),
    kept: () => {
      expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('lade');
      expect(approvedTitles().length).toBeGreaterThan(0);
    },
    done: async () => {
      await waitFor(() => expect(approvedTable()).toHaveAttribute('aria-busy', 'false'));
      const found = new Set(
        getDb()
          .kaizens.filter(
            (k) =>
              k.status === 'approved' &&
              [k.title, k.problem, k.improvement].some((text) => /lade/i.test(text ?? '')),
          )
          .map((k) => k.title),
      );
      await waitFor(() => {
        expect(approvedTitles().length).toBeGreaterThan(0);
        expect(approvedTitles().every((title) => found.has(title ?? ''))).toBe(true);
      });
    },
  },
  {
    name: 'a search typed (teams)',
    path: '/team-select',
    as: 'admin',
    method: 'post',
    call: '*/api/user/teams',
    seed: addTeams,
    ready: async () => {
      await screen.findByRole('list', { name: 'Uw teams' });
      await waitFor(() => expect(teamButtons()).toHaveLength(10));
    },
    act: (user) =>
      enterSearch(user, screen.getByRole('searchbox', { name: 'Zoek een team' }), 'ploeg 1', {
        submit: true,
      }),
    kept: () => {
      expect(screen.getByRole('searchbox', { name: 'Zoek een team' })).toHaveValue('ploeg 1');
    },
    done: async () => {
      await waitFor(() =>
        expect(teamButtons().map((button) => button.textContent)).toEqual([
          'Ploeg 10',
          'Ploeg 11',
          'Ploeg 12',
        ]),
      );
    },
  },
  {
    name: 'next page of the users',
    path: '/user',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/user/table',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Gebruikers' });
      await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });
    },
    act: (user) => user.click(screen.getByRole('button', { name: '2' })),
    kept: () => {
      expect(userNames().length).toBeGreaterThan(0);
    },
    done: async () => {
      const table = screen.getByRole('table', { name: 'Gebruikers' });
      await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5));
      expect(screen.getByText('11–15 van 15')).toBeInTheDocument();
    },
  },
  {
    name: 'a search typed (users)',
    path: '/user',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/user/table',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Gebruikers' });
      await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });
    },
    act: (user) =>
      user.type(screen.getByLabelText('Zoeken op naam of e-mailadres'), 'jansen{Enter}'),
    kept: () => {
      expect(screen.getByLabelText('Zoeken op naam of e-mailadres')).toHaveValue('jansen');
      expect(userNames().length).toBeGreaterThan(0);
    },
    done: async () => {
      const table = screen.getByRole('table', { name: 'Gebruikers' });
      await waitFor(() =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Lars Jansen']),
      );
    },
  },
  {
    name: 'a filter chosen (active or deleted teams)',
    path: '/team-management',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/team/filter',
    ready: async () => {
      const deleted = await screen.findByRole('table', { name: 'Verwijderde teams' });
      await within(deleted).findByRole('rowheader', { name: 'Oude werkplaats' });
    },
    act: (user) => user.click(screen.getByRole('radio', { name: 'Actief' })),
    kept: () => {
      expect(screen.getByRole('radio', { name: 'Actief' })).toBeChecked();
      // The deleted teams stay under their own caption until the active ones are in.
      expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(0);
    },
    done: async () => {
      const active = await screen.findByRole('table', { name: 'Actieve teams' });
      expect(await within(active).findByRole('rowheader', { name: 'Productie' })).toBeVisible();
    },
  },
  {
    name: 'a kaizen opened from a list',
    path: '/kaizen/approved',
    as: 'lead',
    method: 'get',
    call: '*/api/kaizen/:id',
    ready: approvedReady,
    act: async (user) => {
      const link = within(approvedTable()).getAllByRole('link')[0];
      opened.title = link.textContent;
      await user.click(link);
    },
    kept: () => undefined,
    done: async () => {
      const main = await screen.findByRole('main');
      await waitFor(() =>
        expect(within(main).getByRole('heading', { level: 1, name: opened.title })).toBeVisible(),
      );
    },
  },
  {
    name: 'the documentation opened from the menu',
    path: '/home',
    as: 'lead',
    activeTeamId: 1,
    method: 'get',
    call: '*/crud/document-title',
    ready: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    },
    act: (user) =>
      user.click(
        within(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).getByRole('link', {
          name: 'Documentatie',
        }),
      ),
    kept: () => undefined,
    done: async () => {
      expect(await screen.findByRole('navigation', { name: 'Inhoudsopgave' })).toBeVisible();
    },
  },
  {
    name: "the documentation's language file, opened from the menu",
    path: '/home',
    as: 'lead',
    activeTeamId: 1,
    method: 'get',
    call: '*/api/language/help.documentation',
    ahead: { shown: () => screen.queryByRole('navigation', { name: 'Inhoudsopgave' }) !== null },
    ready: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    },
    act: (user) =>
      user.click(
        within(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).getByRole('link', {
          name: 'Documentatie',
        }),
      ),
    kept: () => undefined,
    done: async () => {
      expect(await screen.findByRole('navigation', { name: 'Inhoudsopgave' })).toBeVisible();
    },
  },
];

/** Answers `read.call` with `fault` for the next `times` requests, then lets the demo answer. */
function faultNext(read: LaterRead, fault: ReadFault, times: number) {
  let left = times;
  server.use(
    http[read.method](read.call, (info) => {
      if (left === 0) return undefined;
      left -= 1;
      return FAULTS[fault](info);
    }),
  );
}

/**
 * The faults `read` meets. Through the query cache a 500 and no answer go one way (a retry by
 * itself, then "Opnieuw proberen"): the table's first such read of each method meets both, the
 * others the 500. A read sent by a click or fetched ahead goes its own way with each fault.
 */
function faultsOf(read: LaterRead): ReadFault[] {
  const cached = (other: LaterRead) => !other.clicked && !other.ahead;
  const first = READS.find((other) => cached(other) && other.method === read.method) === read;
  const faults = Object.keys(FAULTS) as ReadFault[];
  return cached(read) && !first ? faults.filter((fault) => fault !== 'timeout') : faults;
}

describe.each(READS)('$name ($call)', (read) => {
  test.each(faultsOf(read))(
    'answered %s, then well: at most one retry click, and what was on screen stays',
    async (fault) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
      const reload = vi.spyOn(reloader, 'go').mockImplementation(() => undefined);
      read.seed?.();
      const { user } = await renderApp(read.path, {
        as: read.as,
        activeTeamId: read.activeTeamId,
      });
      await read.ready();
      // Reads are retried once by themselves after a 5xx or a timeout (src/lib/query-client.ts):
      // both attempts fail. An unreadable 200 is not retried, but a table or filter POST is
      // sent once more by the client (src/api/http/exchange.ts), so it needs no click at all.
      const times = fault.includes('200') || read.clicked || read.ahead ? 1 : 2;
      if (fault === 'timeout') useShortTimeout(read.method, read.call, times);
      faultNext(read, fault, times);

      await read.act(user);

      if (read.clicked) {
        expect(await screen.findByText(read.clicked.message)).toBeVisible();
        expect(screen.queryByText(/Foutcode 200/)).toBeNull();
        read.kept();
        await read.clicked.retry(user);
      } else if (read.ahead) {
        const { shown } = read.ahead;
        const retry = await waitFor(() => {
          const button = screen.queryByRole('button', { name: 'Opnieuw proberen' });
          expect(button !== null || shown()).toBe(true);
          return button;
        });
        if (retry) await user.click(retry);
      } else if (!(read.method === 'post' && fault.includes('200'))) {
        const [retry, ...more] = await screen.findAllByRole('button', { name: 'Opnieuw proberen' });
        expect(more).toHaveLength(0);
        expect(screen.queryByText(/Foutcode 200/)).toBeNull();
        read.kept();
        await user.click(retry);
      }

      await read.done();
      read.kept();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull(),
      );
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
