import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render-app';
import { pageRoutes } from './route-table';

// Under the unnamed first group the kaizen lists are named by their status alone.
const shortMenuLabels: Record<string, Record<string, string>> = {
  nl: {
    '/kaizen/approved': 'Goedgekeurd',
    '/kaizen/declined': 'Afgewezen',
    '/kaizen/shared': 'Gedeeld',
  },
  en: {
    '/kaizen/approved': 'Approved',
    '/kaizen/declined': 'Declined',
    '/kaizen/shared': 'Shared',
  },
};

// A page drawn alone (the team board) has no menu entry and no breadcrumb to agree with.
const openPaths = pageRoutes
  .filter((route) => !route.bare)
  .map((route) => route.path)
  .filter((path) => !path.includes(':'));

/** The admin, in `locale`; without the configurator for the documents page, whose menu entry shows only then. */
function prepareAdmin(locale: 'nl' | 'en', path: string) {
  const db = getDb();
  const admin = db.users.find((row) => row.email === ACCOUNTS.admin);
  if (!admin) throw new Error('The seed has no admin.');
  admin.locale = locale;
  if (path === '/company/documents') {
    for (const role of db.roles)
      role.permissions = role.permissions.filter((name) => name !== 'company configurator');
  }
}

const menuName = (link: HTMLElement) =>
  [...link.childNodes]
    .filter((node) => !(node instanceof Element && node.classList.contains('side-nav__badge')))
    .map((node) => node.textContent)
    .join('');

async function shownNames(path: string, locale: 'nl' | 'en') {
  prepareAdmin(locale, path);
  const view = await renderApp(path, { as: 'admin', locale });
  const main = await screen.findByRole('main');
  const heading = await within(main).findByRole('heading', { level: 1 });
  const trail = screen.queryByRole('navigation', {
    name: locale === 'nl' ? 'Kruimelpad' : 'Breadcrumb',
  });
  const crumb = trail ? within(trail).getAllByRole('listitem').at(-1)?.textContent : null;
  const h1 = heading.textContent ?? '';
  await waitFor(() => expect(document.title).toContain(' · '));
  const title = document.title;
  const sideNav = screen.getByRole('navigation', {
    name: locale === 'nl' ? 'Hoofdnavigatie' : 'Main navigation',
  });
  const link = within(sideNav)
    .queryAllByRole('link')
    .find(
      (candidate) => candidate.closest('li') !== null && candidate.getAttribute('href') === path,
    );
  // The entry's name, without the count that comes beside it once the team's list is read.
  const menu = link && menuName(link);
  view.unmount();
  return { h1, crumb, menu, title };
}

describe('every page has one name: menu, heading, breadcrumb and tab title agree', () => {
  for (const locale of ['nl', 'en'] as const) {
    test.each(openPaths)(`%s (${locale})`, async (path) => {
      const { h1, crumb, menu, title } = await shownNames(path, locale);
      // Home is the root of every trail: alone, its crumb would only repeat the heading.
      expect(crumb).toBe(path === '/home' ? null : h1);
      expect(title).toBe(`${h1} · Quick & Easy Kaizen`);
      if (menu !== undefined) expect(menu).toBe(shortMenuLabels[locale][path] ?? h1);
    });
  }

  test.each([
    ['nl', '/company/edit', 'Bedrijfsinstellingen'],
    ['en', '/company/edit', 'Company settings'],
    ['nl', '/company/documents', 'Bedrijfsdocumenten'],
    ['en', '/company/documents', 'Company documents'],
    ['nl', '/help/about', 'Over de app'],
    ['en', '/help/about', 'About the app'],
    ['nl', '/about', 'Wat is er nieuw'],
    ['en', '/about', "What's new"],
    ['nl', '/home', 'Dashboard'],
  ] as const)(
    '%s %s is called %s, in the menu too where it has an entry',
    async (locale, path, name) => {
      const { h1, menu } = await shownNames(path, locale);
      expect(h1).toBe(name);
      if (path !== '/about') expect(menu).toBe(name);
    },
  );
});
