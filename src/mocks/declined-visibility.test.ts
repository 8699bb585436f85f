import { describe, expect, test } from 'vitest';
import {
  fetchDeclinedTable,
  fetchKaizen,
  fetchKaizensByTeam,
  fetchKaizensByUser,
} from '@/api/kaizens';
import { getDb } from './db/store';
import type { KaizenRow } from './db/types';
import { TEAM_ID } from './db/seed-org';
import { rejectionOf, signInAs } from './testing';

const EMMA = 4; // employee@, in Productie and Logistiek
const LARS = 3; // lead@, leads Productie only

const declined = (match: (kaizen: KaizenRow) => boolean = () => true) =>
  getDb().kaizens.filter((kaizen) => kaizen.status === 'declined' && match(kaizen));

function someDeclined(match: (kaizen: KaizenRow) => boolean): KaizenRow {
  const found = declined(match)[0];
  if (!found) throw new Error('no such declined kaizen seeded');
  return found;
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('demo backend: who sees a declined kaizen', () => {
  test("an employee's declined table holds her own declined kaizens only", async () => {
    await signInAs('employee');
    // Colleagues in her own team have declined kaizens too: they must not be listed.
    expect(declined((k) => k.team_id === TEAM_ID.production && k.author_id !== EMMA)).not.toEqual(
      [],
    );

    const page = await fetchDeclinedTable({ page: 0, size: 1000 });

    expect(ids(page.data)).toEqual(ids(declined((k) => k.author_id === EMMA)));
    expect(page.total).toBe(declined((k) => k.author_id === EMMA).length);
    expect(page.data.every((k) => k.decline_reason)).toBe(true);
  });

  test('a team lead sees the declined kaizens of the teams he decides in, and his own', async () => {
    await signInAs('lead');

    const page = await fetchDeclinedTable({ page: 0, size: 1000 });

    const expected = declined((k) => k.team_id === TEAM_ID.production || k.author_id === LARS);
    expect(ids(page.data)).toEqual(ids(expected));
    expect(page.total).toBe(expected.length);
    expect(expected.length).toBeLessThan(declined().length);
  });

  test('an admin, who decides in any team, sees every declined kaizen', async () => {
    await signInAs('admin');

    const page = await fetchDeclinedTable({ page: 0, size: 1000 });

    expect(page.total).toBe(declined().length);
  });

  test("a colleague's declined kaizen is a 404, as an unknown id; its author and lead get it", async () => {
    const colleagues = someDeclined(
      (k) => k.team_id === TEAM_ID.production && k.author_id !== EMMA,
    );

    await signInAs('employee');
    expect((await rejectionOf(fetchKaizen(colleagues.id))).status).toBe(404);
    const own = someDeclined((k) => k.author_id === EMMA);
    expect(await fetchKaizen(own.id)).toMatchObject({
      id: own.id,
      decline_reason: own.decline_reason,
    });

    await signInAs('lead');
    expect(await fetchKaizen(colleagues.id)).toMatchObject({
      decline_reason: colleagues.decline_reason,
    });
    const elsewhere = someDeclined((k) => k.team_id === TEAM_ID.logistics && k.author_id !== LARS);
    expect((await rejectionOf(fetchKaizen(elsewhere.id))).status).toBe(404);
  });

  test("the team's and a colleague's lists leave out declined kaizens of others", async () => {
    const colleague = someDeclined(
      (k) => k.team_id === TEAM_ID.production && k.author_id !== EMMA,
    ).author_id;

    await signInAs('employee');
    const team = await fetchKaizensByTeam(TEAM_ID.production);
    const theirs = await fetchKaizensByUser(colleague);

    expect(team.filter((k) => k.status === 'declined').every((k) => k.author.id === EMMA)).toBe(
      true,
    );
    expect(team.some((k) => k.status === 'approved')).toBe(true);
    expect(theirs.some((k) => k.status === 'declined')).toBe(false);
    expect(theirs.length).toBeGreaterThan(0);

    await signInAs('lead');
    const asLead = await fetchKaizensByTeam(TEAM_ID.production);
    expect(ids(asLead.filter((k) => k.status === 'declined'))).toEqual(
      ids(declined((k) => k.team_id === TEAM_ID.production)),
    );
  });
});
