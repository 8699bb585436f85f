// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { sortTeamsByName } from './team';
import { countBuilt } from '@tests/utils/count-built';

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

test('teams are sorted by name with one collator for the whole list, not one per comparison', () => {
  const perComparison = vi.spyOn(String.prototype, 'localeCompare');
  const build = countBuilt('Collator');
  const teams = ['Zaagerij', 'assemblage', 'Lakstraat', 'Expeditie'].map((name) => ({ name }));

  expect(sortTeamsByName(teams).map((team) => team.name)).toEqual([
    'assemblage',
    'Expeditie',
    'Lakstraat',
    'Zaagerij',
  ]);
  expect(perComparison).not.toHaveBeenCalled();
  expect(build.mock.calls.length).toBeLessThanOrEqual(1);
});

test('names that differ only in case or accents count as the same: they keep their order', () => {
  const teams = ['Lak', 'läk', 'lak'].map((name) => ({ name }));

  expect(sortTeamsByName(teams).map((team) => team.name)).toEqual(['Lak', 'läk', 'lak']);
});
