import { describe, expect, test } from 'vitest';
import { fetchApprovedTable, fetchDeclinedTable } from '@/api/kaizens';
import { fetchUserTable } from '@/api/users';
import { getDb } from './db/store';
import { rejectionOf, signInAs } from './testing';

const approved = () => getDb().kaizens.filter((k) => k.status === 'approved');

describe('demo backend: paged tables', () => {
  test('the approved table answers the asked page and the total of all matches', async () => {
    await signInAs('lead');
    const all = approved();

    const page = await fetchApprovedTable({
      page: 2,
      size: 10,
      sortField: 'id',
      sortFieldDir: 'asc',
    });

    expect(page.total).toBe(all.length);
    expect(page.data.map((k) => k.id)).toEqual(
      all
        .map((k) => k.id)
        .sort((a, b) => a - b)
        .slice(20, 30),
    );
  });

  test('sorting by title descending orders the rows', async () => {
    await signInAs('lead');

    const { data } = await fetchApprovedTable({
      page: 0,
      size: 50,
      sortField: 'title',
      sortFieldDir: 'desc',
    });
    const titles = data.map((k) => k.title);

    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'nl')));
  });

  test('filters by team, author, search and dates narrow the total', async () => {
    await signInAs('lead');
    const sample = approved()[0];
    if (!sample) throw new Error('no approved kaizen seeded');
    const day = sample.created_at.slice(0, 10);

    const byTeam = await fetchApprovedTable({
      page: 0,
      size: 10,
      filters: { team_id: sample.team_id },
    });
    const byDay = await fetchApprovedTable({
      page: 0,
      size: 100,
      filters: { author_id: sample.author_id, date_from: day, date_to: day },
    });
    const bySearch = await fetchApprovedTable({
      page: 0,
      size: 10,
      filters: { search: 'SCHADUWBORD' },
    });

    expect(byTeam.total).toBe(approved().filter((k) => k.team_id === sample.team_id).length);
    expect(byDay.data.map((k) => k.id)).toContain(sample.id);
    expect(
      byDay.data.every((k) => k.created_at.startsWith(day) && k.author.id === sample.author_id),
    ).toBe(true);
    expect(bySearch.total).toBeGreaterThan(0);
    expect(bySearch.total).toBeLessThan(approved().length);
  });

  test('the declined table holds only declined kaizens, each with a reason', async () => {
    await signInAs('admin');

    const page = await fetchDeclinedTable({ page: 0, size: 1000 });

    expect(page.total).toBe(getDb().kaizens.filter((k) => k.status === 'declined').length);
    expect(page.data.every((k) => k.status === 'declined' && k.decline_reason)).toBe(true);
  });

  test('an unknown sort field is a 422 rather than an unsorted page', async () => {
    await signInAs('lead');

    const error = await rejectionOf(fetchApprovedTable({ page: 0, size: 10, sortField: 'colour' }));

    expect(error.status).toBe(422);
    expect(error.fieldError('sortField')).toBeTruthy();
  });

  test('the user table pages, sorts by e-mail and searches', async () => {
    await signInAs('admin');

    const first = await fetchUserTable({
      page: 0,
      size: 5,
      sortField: 'email',
      sortFieldDir: 'asc',
    });
    const found = await fetchUserTable({ page: 0, size: 5, filters: { search: 'jansen' } });

    expect(first.total).toBe(getDb().users.length);
    expect(first.data.map((u) => u.email)).toEqual(
      getDb()
        .users.map((u) => u.email)
        .sort()
        .slice(0, 5),
    );
    expect(found.data.map((u) => u.name)).toEqual(['Lars Jansen']);
  });

  test('the user table needs the view user permission', async () => {
    await signInAs('lead');

    expect((await rejectionOf(fetchUserTable({ page: 0, size: 10 }))).status).toBe(403);
  });
});
