import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';
import { renderLayout, resetLayoutState, signInAs } from './layout-test-utils';

describe('breadcrumbTrail', () => {
  const layout = { pathname: '/', handle: undefined };

  test("a page with its own crumb: home, then the page's crumb at its path", () => {
    const user = { pathname: '/user', handle: { crumb: 'user.title', rootCrumb: 'home' } };
    expect(breadcrumbTrail([layout, user])).toEqual([
      { name: 'home.title', path: '/home' },
      { name: 'user.title', path: '/user' },
    ]);
  });

  test("a personal page starts at 'my kaizens'", () => {
    const edit = {
      pathname: '/my-kaizen/7',
      handle: { crumb: 'kaizen.edit_title', rootCrumb: 'my-kaizens' },
    };
    expect(breadcrumbTrail([layout, edit])).toEqual([
      { name: 'my_kaizens.title', path: '/my-kaizens' },
      { name: 'kaizen.edit_title', path: '/my-kaizen/7' },
    ]);
  });

  test('a dashboard without a crumb of its own has only the first crumb', () => {
    const home = { pathname: '/home', handle: { rootCrumb: 'home' } };
    expect(breadcrumbTrail([layout, home])).toEqual([{ name: 'home.title', path: '/home' }]);
  });

  test('the deepest route with a handle wins', () => {
    const outer = { pathname: '/user', handle: { crumb: 'user.title', rootCrumb: 'home' } };
    const inner = { pathname: '/user', handle: { crumb: 'profile.title', rootCrumb: 'home' } };
    expect(breadcrumbTrail([outer, inner, layout]).at(-1)?.name).toBe('profile.title');
  });

  test('without any route handle there is no trail', () => {
    expect(breadcrumbTrail([layout, { pathname: '/x', handle: { crumb: 'x' } }])).toEqual([]);
  });
});

describe('Breadcrumbs', () => {
  beforeEach(async () => {
    await resetLayoutState();
    signInAs();
  });

  const trail = () => within(screen.getByRole('navigation', { name: 'Kruimelpad' }));

  test('on /user: Home > Gebruikers, the last one the current page', () => {
    renderLayout(['/user']);
    expect(
      trail()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Gebruikers']);
    expect(trail().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home');
    expect(trail().getByText('Gebruikers')).toHaveAttribute('aria-current', 'page');
  });

  test("on /my-kaizens: only 'Mijn kaizens', as the current page", () => {
    renderLayout(['/my-kaizens']);
    const items = trail().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mijn kaizens']);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
  });

  test('on /home: no trail, whose one crumb would repeat the heading', () => {
    renderLayout(['/home']);
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });

  test('a page without route metadata shows no trail', () => {
    renderLayout(['/profile']);
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });
});
