// @vitest-environment node
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { mayOpenRoute, requireActiveTeam, requireSignedIn, requireSignedOut } from './guards';

function at(address: string): Location {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'k' };
}

function signIn(overrides: Parameters<typeof buildCurrentUser>[0] = {}): CurrentUser {
  const user = currentUserSchema.parse(buildCurrentUser(overrides));
  useSessionStore.setState({ user, status: 'signed-in' });
  return user;
}

const withoutTeam = () => signIn({ active_team: null });

afterEach(() => {
  useSessionStore.setState({ user: null, status: 'unknown' });
});

describe('requireSignedIn', () => {
  test('signed out: to /login, with the path and query to come back to', () => {
    expect(requireSignedIn(at('/kaizen/approved?page=2#top'))).toBe(
      '/login?redir_url=%2Fkaizen%2Fapproved%3Fpage%3D2',
    );
  });

  test('signed in, with or without an active team: the page opens', () => {
    signIn();
    expect(requireSignedIn(at('/profile'))).toBeNull();
    withoutTeam();
    expect(requireSignedIn(at('/profile'))).toBeNull();
  });
});

describe('requireActiveTeam', () => {
  test('signed out: to /login, with the path and query to come back to', () => {
    expect(requireActiveTeam(at('/home?kaizen=3'))).toBe('/login?redir_url=%2Fhome%3Fkaizen%3D3');
  });

  test('an active team: the page opens', () => {
    signIn({ active_team: { id: 1, name: 'Productie' } });
    expect(requireActiveTeam(at('/home'))).toBeNull();
  });

  test('no active team: to /team-select, with the path and query to come back to', () => {
    withoutTeam();
    expect(requireActiveTeam(at('/home'))).toBe('/team-select?redir_url=%2Fhome');
    expect(requireActiveTeam(at('/kaizen/approved?page=2#top'))).toBe(
      '/team-select?redir_url=%2Fkaizen%2Fapproved%3Fpage%3D2',
    );
  });

  test.each(['/home?kaizen=3', '/home?team_id=2', '/kaizen/approved?page=2&team_id=2'])(
    'no active team, but %s names a kaizen or team: the page opens',
    (address) => {
      withoutTeam();
      expect(requireActiveTeam(at(address))).toBeNull();
    },
  );

  test('only a parameter of that name counts, not the word elsewhere in the address', () => {
    withoutTeam();
    expect(requireActiveTeam(at('/kaizen?search=kaizen'))).toBe(
      '/team-select?redir_url=%2Fkaizen%3Fsearch%3Dkaizen',
    );
    expect(requireActiveTeam(at('/home?team=2'))).toBe('/team-select?redir_url=%2Fhome%3Fteam%3D2');
  });
});

describe('requireSignedOut', () => {
  test('signed out: the logged-out page opens', () => {
    expect(requireSignedOut()).toBeNull();
  });

  test('signed in: to /home', () => {
    withoutTeam();
    expect(requireSignedOut()).toBe('/home');
  });
});

describe('mayOpenRoute', () => {
  test('a route that asks for no permission opens for everyone, signed in or not', () => {
    expect(mayOpenRoute([])).toBe(true);
    signIn();
    expect(mayOpenRoute([])).toBe(true);
  });

  test('signed out, a route that asks for a permission does not open', () => {
    expect(mayOpenRoute(['view team'])).toBe(false);
  });

  test('any one of the permissions the route asks for opens it', () => {
    signIn({ all_permissions: ['view company'] });
    expect(mayOpenRoute(['view team', 'view company'])).toBe(true);
    expect(mayOpenRoute(['view company'])).toBe(true);
  });

  test('without any of them the route does not open', () => {
    signIn({ all_permissions: ['view company'] });
    expect(mayOpenRoute(['view team', 'restore team'])).toBe(false);
  });

  test('the superadmin role opens every route', () => {
    signIn({ all_roles: ['superadmin'] });
    expect(mayOpenRoute(['restore team'])).toBe(true);
  });
});
