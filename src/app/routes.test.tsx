import { matchRoutes, type RouteObject } from 'react-router-dom';
import { expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { pageRoutes, publicRoutes } from './route-table';
import { routesAt } from './routes';

const whole = routesAt('/no/such/page/here');
const drawn = (tree: RouteObject[], pathname: string) =>
  matchRoutes(tree, pathname)?.map(({ route, pathname: matched, params }) => ({
    element: route.element,
    matched,
    params,
  }));

test('each page of the table is drawn from its own tree as from the whole one', () => {
  const addresses = [...pageRoutes, ...publicRoutes].flatMap(({ path }) => {
    const address = path.replace(/:[^/]+/g, '12');
    return [address, address.toUpperCase(), `${address}/`];
  });
  expect(addresses.length).toBeGreaterThan(60);
  for (const address of addresses) {
    const tree = routesAt(address);
    expect(tree, address).not.toBe(whole);
    expect(drawn(tree, address), address).toEqual(drawn(whole, address));
  }
});

test('an address outside the table gets the whole tree: the start, redirects, not found', () => {
  for (const address of ['/', '/build', paths.unavailable, '/kaizen/12/extra', '/nothing']) {
    expect(routesAt(address), address).toBe(whole);
  }
});

test("a page's tree is built once and keeps the guards' elements", () => {
  const home = routesAt('/home');
  expect(routesAt('/HOME')).toBe(home);
  const [homeRoot] = drawn(home, '/home') ?? [];
  const [loginRoot] = drawn(routesAt('/login'), '/login') ?? [];
  const [wholeRoot] = drawn(whole, '/login') ?? [];
  expect(homeRoot.element).toBe(wholeRoot.element);
  expect(loginRoot.element).toBe(wholeRoot.element);
});
