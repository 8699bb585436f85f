// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { destinationAfterTeamChoice, preselectedTeamId } from './team-select-destination';

const go = (query: string) => destinationAfterTeamChoice(new URLSearchParams(query));

describe('where team selection leads', () => {
  test('a kaizen wins over redir_url', () => {
    expect(go('kaizen=5&redir_url=%2Fteam')).toBe('/kaizen/5');
  });

  test('a site path in redir_url is kept with its query', () => {
    expect(go('redir_url=%2Fkaizen%2Fapproved%3Fpage%3D2')).toBe('/kaizen/approved?page=2');
  });

  test.each([
    '',
    'kaizen=abc',
    'kaizen=-1',
    'redir_url=%2Fteam-select',
    'redir_url=%2Fteam-select%3Fkaizen%3D1',
  ])('%j leads home', (query) => expect(go(query)).toBe('/home'));

  test('team_id preselects only a real id', () => {
    expect(preselectedTeamId(new URLSearchParams('team_id=2'))).toBe(2);
    expect(preselectedTeamId(new URLSearchParams('team_id=2x'))).toBeUndefined();
  });
});
