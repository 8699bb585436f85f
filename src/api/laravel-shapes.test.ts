import { describe, expect, test } from 'vitest';
import { buildKaizen, buildTeam } from '@tests/factories';
import { answer, failureOf } from '@tests/utils/api';
import { checkVerified } from './auth';
import { createKaizen, fetchApprovedTable, fetchKaizen } from './kaizens';
import { readBoolean, readNumber, readText, savedIdOf, unwrapLaravel } from './laravel-shapes';
import { setSessionTeam } from './session';
import { fetchTeams, filterTeams } from './teams';

/** A kaizen as Laravel serialises it: ids as strings, a decimal:2 cast, 0/1, empty texts null. */
function laravelKaizen(id: number) {
  return {
    ...buildKaizen({ id, result: null }),
    id: String(id),
    team: { id: '4', name: 'Productie' },
    problem: null,
    improvement: null,
    effect_money: '250.00',
    effect_time: '1.5',
    shared: 0,
  };
}

describe('the tolerant boundary reads ordinary Laravel output', () => {
  test('an API resource {data: …} is unwrapped, and its values read as the contract says', async () => {
    answer('get', '/api/kaizen/12', { data: laravelKaizen(12) });

    const kaizen = await fetchKaizen(12);

    expect(kaizen).toMatchObject({
      id: 12,
      team: { id: 4, name: 'Productie' },
      problem: '',
      improvement: '',
      result: null,
      effect_money: 250,
      effect_time: 1.5,
      shared: false,
    });
  });

  test('a created draft whose empty texts came back null parses (no "unexpected answer")', async () => {
    answer('post', '/api/kaizen', laravelKaizen(31), { status: 201 });

    const saved = await createKaizen({
      title: 'Alleen een titel',
      team_id: 4,
      problem: '',
      improvement: '',
      status: 'draft',
    });

    expect(saved).toMatchObject({ id: 31, problem: '', improvement: '' });
  });

  test('a paginated resource collection {data, links, meta: {total}} reads as a page', async () => {
    answer('post', '/api/kaizen/table/approved', {
      data: [laravelKaizen(1), laravelKaizen(2)],
      links: { first: '/?page=1', last: '/?page=3', prev: null, next: '/?page=2' },
      meta: { current_page: 1, per_page: 2, total: 6 },
    });

    const page = await fetchApprovedTable({ page: 0, size: 2 });

    expect(page.total).toBe(6);
    expect(page.data.map((row) => row.id)).toEqual([1, 2]);
  });

  test('a plain ->paginate() (data and total at the top) reads as a page', async () => {
    answer('post', '/api/team/filter', {
      current_page: 1,
      data: [{ ...buildTeam({ name: 'Kwaliteit' }), print_enabled: 1, users_count: '3' }],
      first_page_url: '/?page=1',
      per_page: 10,
      total: '11',
    });

    const page = await filterTeams({ isDeleted: false });

    expect(page.total).toBe(11);
    expect(page.data[0]).toMatchObject({ name: 'Kwaliteit', print_enabled: true, users_count: 3 });
  });

  test('a resource collection {data: […]} without paging reads as the list', async () => {
    answer('get', '/crud/team', {
      data: [{ ...buildTeam({ name: 'Logistiek' }), print_enabled: '0' }],
    });

    const [team] = await fetchTeams();

    expect(team).toMatchObject({ name: 'Logistiek', print_enabled: false });
  });

  test('the start-up calls read 1/0 and string ids too', async () => {
    answer('get', '/verified', 1);
    answer('get', '/api/session/team/4', { data: { active_team: { id: '4', name: 'Productie' } } });

    expect(await checkVerified()).toBe(true);
    expect(await setSessionTeam(4)).toEqual({ id: 4, name: 'Productie' });
  });

  test('what still lacks a needed value is an invalid-response ApiError naming it', async () => {
    answer('get', '/api/kaizen/12', { data: { ...laravelKaizen(12), id: 'twelve' } });

    const error = await failureOf(fetchKaizen(12));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('id');
  });

  test('a resource collection without a total is not a page', async () => {
    answer('post', '/api/kaizen/table/approved', { data: [laravelKaizen(1)], links: {} });

    const error = await failureOf(fetchApprovedTable({ page: 0, size: 10 }));

    expect(error.kind).toBe('invalid-response');
  });
});

describe('the readers', () => {
  test('unwrapLaravel leaves bodies that are not a bare wrapper alone', () => {
    expect(unwrapLaravel({ data: [1], total: 1 })).toEqual({ data: [1], total: 1 });
    expect(unwrapLaravel({ data: 5, meta: {} })).toBe(5);
    expect(unwrapLaravel({ data: 5, meta: null })).toBe(5);
    expect(unwrapLaravel({ data: 5, meta: { total: 0 } })).toEqual({ data: 5, total: 0 });
    expect(unwrapLaravel({ data: 5, links: {}, extra: 1 })).toEqual({
      data: 5,
      links: {},
      extra: 1,
    });
    expect(unwrapLaravel('data')).toBe('data');
    expect(unwrapLaravel({ meta: { total: 3 } })).toEqual({ meta: { total: 3 } });
    expect(unwrapLaravel([1, 2])).toEqual([1, 2]);
  });

  test('numbers, booleans and texts are read only when the spelling is unambiguous', () => {
    expect(readNumber('250.00')).toBe(250);
    expect(readNumber('12a')).toBe('12a');
    expect(readNumber('')).toBe('');
    expect(readBoolean('1')).toBe(true);
    expect(readBoolean(0)).toBe(false);
    expect(readBoolean(2)).toBe(2);
    expect(readText(null)).toBe('');
    expect(readText(undefined)).toBeUndefined();
  });

  test("savedIdOf reads a saved record's id, wrapped or as text, and only a positive whole one", () => {
    expect(savedIdOf({ id: 31, title: 7 })).toBe(31);
    expect(savedIdOf({ data: { id: '31' } })).toBe(31);
    expect(savedIdOf({ id: 0 })).toBeNull();
    expect(savedIdOf({ id: -3 })).toBeNull();
    expect(savedIdOf({ id: 1.5 })).toBeNull();
    expect(savedIdOf({ id: 'new' })).toBeNull();
    expect(savedIdOf('<html></html>')).toBeNull();
    expect(savedIdOf(null)).toBeNull();
  });
});
