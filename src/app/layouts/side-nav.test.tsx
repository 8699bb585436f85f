import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PERMISSIONS } from '@/api/schemas/role';
import type { CurrentUser } from '@/api/schemas/user';
import { env } from '@/config/env';
import { i18n } from '@/i18n/i18n';
import { useNavStore } from '@/stores/nav-store';
import { holdFrames } from '@tests/utils/paint';
import { renderLayout, resetLayoutState, signInAs } from './layout-test-utils';
import { visibleNavEntries } from './nav-entries';

const navigation = () => screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
const toggle = () => screen.getAllByRole('button', { name: 'Navigatie in- of uitklappen' })[0];

/** The names of the navigation entries, in order (not the brand or the supplier link). */
function entryNames(): string[] {
  return within(navigation())
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => link.textContent ?? '');
}

/** The entries the route table gives `user` (nav-entries.ts), by their Dutch texts, in order. */
const tableNames = (user: CurrentUser) =>
  visibleNavEntries(user).map((entry) => i18n.t(entry.label, { ns: 'base' }));

/** The menu draws the table's entries for `user`, in the table's order, and shows or hides these. */
function expectEntries(
  user: CurrentUser,
  { shown, hidden }: { shown: string[]; hidden: string[] },
) {
  const names = entryNames();
  expect(names).toEqual(tableNames(user));
  expect(names).toEqual(expect.arrayContaining(shown));
  for (const name of hidden) expect(names).not.toContain(name);
}

const kaizenEntries = ['Dashboard', 'Nieuwe kaizen', 'Afgewezen', 'Goedgekeurd', 'Gedeeld'];
const helpEntries = ['Over de app', 'Contact', 'Documentatie', 'Veelgestelde vragen'];
const adminEntries = [
  'Bedrijfsinstellingen',
  'Bedrijfsdocumenten',
  'Bedrijven',
  'Gebruikers',
  'Teams',
  'Teambeheer',
];
const employee = ['create kaizen', 'view about', 'view contact', 'view document', 'view faq'];

beforeEach(resetLayoutState);

// Which page each permission opens is src/app/permission-matrix.test.ts's: here, that the menu
// draws what the table gives, in order, for the users the matrix does not meet.
describe('which entries a user sees', () => {
  test('an employee sees the kaizen pages and the help pages', () => {
    const user = signInAs({ all_roles: ['employee'], all_permissions: employee });
    renderLayout();
    expectEntries(user, {
      shown: [...kaizenEntries, ...helpEntries],
      hidden: ['Te beoordelen', ...adminEntries],
    });
  });

  test('a team lead also sees the teams', () => {
    const user = signInAs({
      all_roles: ['team lead'],
      all_permissions: [...employee, 'view team', 'move kaizen'],
    });
    renderLayout();
    expectEntries(user, {
      shown: [...kaizenEntries, 'Teams', ...helpEntries],
      hidden: adminEntries.filter((name) => name !== 'Teams'),
    });
  });

  test('an admin with every permission sees every entry, the configurator and the document titles', () => {
    const user = signInAs({ all_roles: ['admin'], all_permissions: [...PERMISSIONS] });
    renderLayout();
    expectEntries(user, { shown: [...kaizenEntries, ...adminEntries, ...helpEntries], hidden: [] });
  });

  test('a superadmin sees every entry through the role alone', () => {
    const user = signInAs({ all_roles: ['superadmin'], all_permissions: [] });
    renderLayout();
    expectEntries(user, {
      shown: ['Te beoordelen', ...kaizenEntries, ...adminEntries, ...helpEntries],
      hidden: [],
    });
  });

  test('document titles show for a user who may see them but not the configurator', () => {
    signInAs({ all_permissions: ['view document title'] });
    renderLayout();
    const link = within(navigation()).getByRole('link', { name: 'Bedrijfsdocumenten' });
    expect(link).toHaveAttribute('href', '/company/documents');
  });

  test('without an active team the kaizen entries are hidden, also for a superadmin', () => {
    const user = signInAs({ all_roles: ['superadmin'], active_team: null });
    renderLayout(['/user']);
    const [home, ...lists] = kaizenEntries;
    expectEntries(user, {
      shown: [home, ...adminEntries, ...helpEntries],
      hidden: ['Te beoordelen', ...lists],
    });
  });

  test("'create kaizen' shows no new-kaizen entry in an active team the user is not in", () => {
    signInAs({
      id: 4,
      all_permissions: employee,
      active_team: { id: 2, name: 'Logistiek', users: [{ id: 3 }] },
    });
    renderLayout();
    expect(within(navigation()).queryByRole('link', { name: 'Nieuwe kaizen' })).toBeNull();
    expect(within(navigation()).getByRole('link', { name: 'Afgewezen' })).toBeVisible();
  });

  test('creating for any team still needs an active team to show the entry', () => {
    const user = signInAs({ all_permissions: ['create kaizen any team'], active_team: null });
    renderLayout(['/user']);
    expectEntries(user, { shown: ['Dashboard'], hidden: kaizenEntries.slice(1) });
  });

  test('the entry of the current page is marked as current', () => {
    signInAs({ all_permissions: ['view user'] });
    renderLayout(['/user']);
    const nav = within(navigation());
    expect(nav.getByRole('link', { name: 'Gebruikers' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('wide and small on a desktop', () => {
  test('the toggle makes the navigation small with icons only, and wide again', async () => {
    const user = userEvent.setup();
    signInAs();
    renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', navigation().id);

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(navigation()).toHaveClass('side-nav--small');
    const home = within(navigation()).getByRole('link', { name: 'Dashboard' });
    expect(home).toHaveAttribute('title', 'Dashboard');

    await user.click(toggle());
    expect(navigation()).toHaveClass('side-nav--wide');
  });

  test('the supplier link opens safely in a new window and shows only when the navigation is wide', async () => {
    signInAs();
    renderLayout();
    const supplier = screen.getByRole('link', { name: /Een product van onze leverancier/ });
    expect(supplier).toHaveAttribute('href', env.supplierUrl);
    expect(supplier).toHaveAttribute('target', '_blank');
    expect(supplier).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(toggle());

    expect(screen.queryByRole('link', { name: /leverancier/ })).not.toBeInTheDocument();
  });
});

describe('closing on resize', () => {
  const initialWidth = window.innerWidth;
  const resizeTo = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
  });

  test('the navigation closes when the window is resized', () => {
    signInAs();
    renderLayout();
    resizeTo(initialWidth - 200);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('a resize of the height only (a mobile address bar sliding away) keeps it open', () => {
    signInAs();
    renderLayout();
    resizeTo(initialWidth);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  test("the width is read once the page is painted, not in the render's task", async () => {
    const { paint } = holdFrames();
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return initialWidth;
      },
    });
    signInAs();
    renderLayout();
    await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(reads).toBe(0);

    await paint();
    await waitFor(() => expect(reads).toBe(1));
    resizeTo(initialWidth);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('a drawer on mobile', () => {
  beforeEach(() => useNavStore.setState({ mobile: true, open: false }));
  const drawer = () => screen.getByRole('dialog', { name: 'Quick & Easy Kaizen' });
  const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  test('closed, the navigation is hidden; the toggle opens it as a dialog', async () => {
    signInAs();
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Hoofdnavigatie' })).not.toBeInTheDocument();

    await userEvent.click(toggle());

    expect(drawer()).toHaveAttribute('aria-modal', 'true');
    expect(within(navigation()).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('choosing an entry closes it and opens the page', async () => {
    signInAs({ all_permissions: ['view user'] });
    const { router } = renderLayout();
    await userEvent.click(toggle());

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Gebruikers' }));

    expect(router.state.location.pathname).toBe('/user');
    await closed();
  });

  test('Escape closes it and gives the focus back to the toggle', async () => {
    signInAs();
    renderLayout();
    await userEvent.click(toggle());
    within(navigation()).getByRole('link', { name: 'Dashboard' }).focus();

    await userEvent.keyboard('{Escape}');

    await closed();
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  test('closing it gives the focus to the toggle, also when a tap did not focus the toggle', async () => {
    signInAs();
    renderLayout();
    // Safari: a tap on a button opens the drawer but leaves the focus on the page.
    act(() => useNavStore.getState().toggle());

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Navigatie sluiten' }));

    await closed();
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  test("choosing the page that is open closes it and focuses that page's heading", async () => {
    signInAs();
    renderLayout(['/home']);
    await userEvent.click(toggle());

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Dashboard' }));

    await closed();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home page' })).toHaveFocus());
  });

  test("choosing another page closes it and focuses the new page's heading", async () => {
    signInAs({ all_permissions: ['view user'] });
    renderLayout(['/home']);
    await userEvent.click(toggle());

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Gebruikers' }));

    await closed();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'User page' })).toHaveFocus());
  });

  test('Tab from its last stop goes to its first, Shift+Tab back to the last', async () => {
    signInAs();
    renderLayout();
    await userEvent.click(toggle());
    const first = within(drawer()).getByRole('link', { name: /Quick & Easy Kaizen/ });
    const last = within(drawer()).getByRole('link', { name: /leverancier/ });

    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  test('it holds what the top bar has no room for: profile actions, languages and logout', async () => {
    signInAs({
      all_permissions: ['create kaizen', 'move kaizen'],
      languages: [
        { code: 'nl', name: 'Nederlands' },
        { code: 'en', name: 'English' },
      ],
    });
    renderLayout();
    expect(screen.queryByRole('group', { name: 'Taal kiezen' })).not.toBeInTheDocument();

    await userEvent.click(toggle());

    const inDrawer = within(drawer());
    expect(inDrawer.getByRole('link', { name: 'Profiel' })).toHaveAttribute('href', '/profile');
    expect(inDrawer.getByRole('link', { name: 'Mijn kaizens' })).toHaveAttribute(
      'href',
      '/my-kaizens',
    );
    expect(inDrawer.getByRole('link', { name: 'Meerdere kaizens verplaatsen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/kaizen\/approved\?team=\d+$/),
    );
    expect(inDrawer.getByRole('group', { name: 'Taal kiezen' })).toBeInTheDocument();
    expect(inDrawer.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  test('bulk move is not offered to a user who may not move kaizens', async () => {
    signInAs({ all_permissions: ['create kaizen'] });
    renderLayout();
    await userEvent.click(toggle());
    expect(
      within(drawer()).queryByRole('link', { name: 'Meerdere kaizens verplaatsen' }),
    ).not.toBeInTheDocument();
  });
});
