import { expect, test } from 'vitest';
import { sortTeamsByName } from './team';

test('teams are sorted by name, ignoring case and accents, without changing the input', () => {
  const teams = [{ name: 'paint' }, { name: 'Éclat' }, { name: 'Assembly' }, { name: 'eagle' }];

  expect(sortTeamsByName(teams).map((team) => team.name)).toEqual([
    'Assembly',
    'eagle',
    'Éclat',
    'paint',
  ]);
  expect(teams[0].name).toBe('paint');
});
