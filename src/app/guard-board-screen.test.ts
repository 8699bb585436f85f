import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { chooseBoardScreen, rememberBoardTeam } from '@/lib/board-screen';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { mayOpenRoute, requireSignedIn } from './guards';

function at(address: string): Location {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'k' };
}

function signIn(overrides: Parameters<typeof buildCurrentUser>[0] = {}) {
  const user = currentUserSchema.parse(buildCurrentUser(overrides));
  useSessionStore.setState({ user, status: 'signed-in' });
}

afterEach(() => {
  chooseBoardScreen(false);
  useSessionStore.setState({ user: null, status: 'unknown' });
});

describe('a board screen opens boards only', () => {
  test('any other page leads to the board of the active team, or to the choice of a board', () => {
    chooseBoardScreen(true);
    signIn({ active_team: { id: 7, name: 'Productie' } });
    expect(requireSignedIn(at('/profile'))).toBe('/board?team=7');
    expect(requireSignedIn(at('/board?team=7'))).toBeNull();

    signIn({ active_team: null });
    expect(requireSignedIn(at('/home'))).toBe('/board');
  });

  test('the team it showed last wins over the active one', () => {
    chooseBoardScreen(true);
    rememberBoardTeam(4);
    signIn({ active_team: { id: 7, name: 'Productie' } });

    expect(requireSignedIn(at('/kaizen/approved'))).toBe('/board?team=4');
  });

  test('an ordinary device opens every page', () => {
    signIn({ active_team: { id: 7, name: 'Productie' } });
    expect(requireSignedIn(at('/profile'))).toBeNull();
  });

  test('choosing board mode again keeps the team it shows', () => {
    chooseBoardScreen(true);
    rememberBoardTeam(4);
    chooseBoardScreen(true);
    signIn({ active_team: { id: 7, name: 'Productie' } });

    expect(requireSignedIn(at('/profile'))).toBe('/board?team=4');
  });

  test('an ordinary device that opens a board stays ordinary', () => {
    rememberBoardTeam(4);
    signIn({ active_team: { id: 7, name: 'Productie' } });

    expect(requireSignedIn(at('/profile'))).toBeNull();
  });

  test('a stored team that is not a number is no board mode', () => {
    signIn({ active_team: { id: 7, name: 'Productie' } });
    for (const text of ['x4', '4x', '-4', '']) {
      localStorage.setItem('qek_board_screen', text);
      expect(requireSignedIn(at('/profile'))).toBeNull();
    }
  });

  test('a team of more than one digit is remembered whole, under the key earlier versions kept', () => {
    chooseBoardScreen(true);
    expect(localStorage.getItem('qek_board_screen')).toBe('0');
    rememberBoardTeam(12);
    signIn({ active_team: { id: 7, name: 'Productie' } });

    expect(requireSignedIn(at('/profile'))).toBe('/board?team=12');
    expect(localStorage.getItem('qek_board_screen')).toBe('12');
  });
});

describe('a route in the team the address names', () => {
  test('asks for the permissions in that team, not in the active one', () => {
    // Not a member of the active team: creating a kaizen counts only inside it.
    signIn({
      all_permissions: ['create kaizen'],
      active_team: { id: 7, name: 'Productie', users: [{ id: 999 }] },
    });

    expect(mayOpenRoute(['create kaizen'], at('/kaizen'))).toBe(false);
    expect(mayOpenRoute(['create kaizen'])).toBe(false);
    expect(mayOpenRoute(['create kaizen'], at('/kaizen?team_id=5'))).toBe(true);
  });

  test('signed out, a named team opens nothing that asks for a permission', () => {
    expect(mayOpenRoute(['create kaizen'], at('/kaizen?team_id=5'))).toBe(false);
  });
});
