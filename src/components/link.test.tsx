import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '@tests/utils/render-routes';
import { Link, NavLink } from './link';

function Here() {
  const location = useLocation();
  const state: unknown = location.state;
  return <p data-testid="here">{`${location.pathname} ${JSON.stringify(state)}`}</p>;
}

function Menu() {
  return (
    <nav aria-label="menu">
      <NavLink to="/kaizen" end className="item">
        Exact
      </NavLink>
      <NavLink to="/Kaizen">Below</NavLink>
      <NavLink to="/team">Elsewhere</NavLink>
      <Link to="/team" state={{ from: 'menu' }}>
        Team
      </Link>
      <Link to={{ search: '?edit=1' }}>Edit here</Link>
      <Here />
    </nav>
  );
}

const routes = [{ path: '*', element: <Menu /> }];

describe('the app links', () => {
  test('a click goes to the page without a reload, with its state; the href is the real address', async () => {
    const { router } = renderRoutes(routes, ['/kaizen/5']);
    const link = screen.getByRole('link', { name: 'Team' });
    expect(link).toHaveAttribute('href', '/team');

    await userEvent.setup().click(link);

    expect(router.state.location.pathname).toBe('/team');
    expect(screen.getByTestId('here')).toHaveTextContent('/team {"from":"menu"}');
  });

  test('a search alone stays on the page; a link to the entry on screen replaces it', async () => {
    const { router, history } = renderRoutes(routes, ['/home', '/kaizen/5']);
    const edit = screen.getByRole('link', { name: 'Edit here' });
    expect(edit).toHaveAttribute('href', '/kaizen/5?edit=1');
    const user = userEvent.setup();

    await user.click(edit);
    expect(router.state.location).toMatchObject({ pathname: '/kaizen/5', search: '?edit=1' });
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('link', { name: 'Edit here' }));
    expect(router.state.historyAction).toBe('REPLACE');

    history.go(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/kaizen/5'));
    expect(router.state.location.search).toBe('');
  });

  test("a click with a modifier key is left to the browser (a new tab): the app's page stays", () => {
    const { router } = renderRoutes(routes, ['/kaizen/5']);

    fireEvent.click(screen.getByRole('link', { name: 'Team' }), { ctrlKey: true });

    expect(router.state.location.pathname).toBe('/kaizen/5');
  });

  test('a menu link marks its page: `end` on that page only, else also below it, in any case', () => {
    renderRoutes(routes, ['/kaizen/5']);

    const exact = screen.getByRole('link', { name: 'Exact' });
    expect(exact).not.toHaveAttribute('aria-current');
    expect(exact).toHaveClass('item');
    expect(exact).not.toHaveClass('active');
    const below = screen.getByRole('link', { name: 'Below' });
    expect(below).toHaveAttribute('aria-current', 'page');
    expect(below).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).not.toHaveAttribute('aria-current');
  });

  test('on the page itself an `end` link is marked too', () => {
    renderRoutes(routes, ['/kaizen']);

    expect(screen.getByRole('link', { name: 'Exact' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Exact' })).toHaveClass('item active');
  });
});
