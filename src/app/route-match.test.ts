// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { matchPage } from './route-match';

vi.mock('react-router-dom', async (actual) => {
  const router = await actual<{ matchPath: typeof matchPath }>();
  return { ...router, matchPath: vi.fn(router.matchPath) };
});

test('an address is matched against the route table once and then known', () => {
  const first = matchPage('/kaizen/12');

  expect(first?.pathname).toBe('/kaizen/12');
  expect(first?.signedIn).toBe(true);
  expect(matchPage('/kaizen/12')).toBe(first);
  expect(matchPage('/kaizen/13')?.pathname).toBe('/kaizen/13');
  expect(matchPage('/login')?.signedIn).toBe(false);
  expect(matchPage('/no-such-page')).toBeUndefined();
});

test('a fixed path is compiled only for its own address, case and trailing slash aside', () => {
  vi.mocked(matchPath).mockClear();

  expect(matchPage('/Login/')?.route.path).toBe('/login');
  expect(matchPage('/HOME')?.pathname).toBe('/HOME');
  const compiled = vi.mocked(matchPath).mock.calls.map(([pattern]) => pattern);
  expect(
    compiled.filter((pattern) => typeof pattern === 'string' && !pattern.includes(':')),
  ).toEqual(['/login', '/home']);
});

test('an address finds the pattern of its depth, a fixed one before one with a parameter', () => {
  vi.mocked(matchPath).mockClear();
  expect(matchPage('/team/5/poster')?.route.path).toBe('/team/:id/poster');
  // Only three-segment patterns were compiled for a three-segment address.
  const compiled = vi.mocked(matchPath).mock.calls.map(([pattern]) => String(pattern));
  expect(compiled.length).toBeGreaterThan(0);
  expect(compiled.filter((pattern) => pattern.split('/').filter(Boolean).length !== 3)).toEqual([]);

  expect(matchPage('/kaizen/approved')?.route.path).toBe('/kaizen/approved');
  expect(matchPage('/kaizen/7/')?.route.path).toBe('/kaizen/:id');
  expect(matchPage('/team/3/poster')?.route.path).toBe('/team/:id/poster');
  expect(matchPage('/kaizen/7/poster')).toBeUndefined();
  expect(matchPage('/review')?.route.path).toBe('/review');
});
