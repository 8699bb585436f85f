import { describe, expect, test } from 'vitest';
import {
  approveKaizen,
  createKaizen,
  declineKaizen,
  fetchKaizen,
  fetchKaizenFormOptions,
  fetchKaizensByTeam,
  fetchKaizensByUser,
  moveKaizens,
  shareKaizen,
  updateKaizen,
} from '@/api/kaizens';
import { KAIZEN_LIMITS, type KaizenInput } from '@/api/schemas/kaizen';
import { getDb } from './db/store';
import { rejectionOf, signInAs } from './testing';

const valid: KaizenInput = {
  title: 'Opruimen bij de pers',
  team_id: 1,
  problem: 'Rommel rond de pers.',
  improvement: 'Vaste plekken met vloermarkering.',
  status: 'open',
};

const idOf = (status: string, authorId?: number) => {
  const kaizen = getDb().kaizens.find(
    (k) =>
      k.status === status &&
      k.team_id === 1 &&
      (authorId === undefined || k.author_id === authorId),
  );
  if (!kaizen) throw new Error(`no seeded ${status} kaizen in team 1`);
  return kaizen.id;
};

describe('demo backend: kaizens', () => {
  test('a kaizen without its required fields is a 422 that names each field', async () => {
    await signInAs('employee');

    const error = await rejectionOf(
      createKaizen({ ...valid, title: '', problem: '', improvement: '' }),
    );

    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['improvement', 'problem', 'title']);
  });

  test('a before photo stands for the situation: a photo and the improvement are enough to submit', async () => {
    await signInAs('employee');
    const before = new File(['png-bytes'], 'voor.png', { type: 'image/png' });

    const kaizen = await createKaizen({ ...valid, problem: '', before_image: before });
    const error = await rejectionOf(createKaizen({ ...valid, problem: '' }));

    expect(kaizen).toMatchObject({ status: 'open', problem: '' });
    expect(kaizen.before_image_src).toMatch(/^data:image\/png/);
    expect(Object.keys(error.fieldErrors)).toEqual(['problem']);
    const removing = await rejectionOf(
      updateKaizen(kaizen.id, { ...valid, problem: '', remove_before_image: true }),
    );
    expect(Object.keys(removing.fieldErrors)).toEqual(['problem']);
  });

  test('fields over the limits are refused with their limit', async () => {
    await signInAs('employee');

    const error = await rejectionOf(
      createKaizen({ ...valid, title: 'x'.repeat(KAIZEN_LIMITS.titleMax + 1), effect_money: -5 }),
    );

    expect(error.fieldError('title')).toContain(String(KAIZEN_LIMITS.titleMax));
    expect(error.fieldError('effect_money')).toBeTruthy();
  });

  test('like Laravel behind a form post, line breaks count as CR LF toward the limit', async () => {
    await signInAs('employee');
    const text = `${'x'.repeat(10)}\n${'x'.repeat(KAIZEN_LIMITS.textMax - 11)}`;
    expect(text.length).toBe(KAIZEN_LIMITS.textMax);

    const error = await rejectionOf(createKaizen({ ...valid, improvement: text }));

    expect(error.fieldError('improvement')).toContain(String(KAIZEN_LIMITS.textMax));
  });

  test('a draft needs only a title and a team, and stays private to its author', async () => {
    await signInAs('employee');
    const draft = await createKaizen({
      title: 'Idee',
      team_id: 1,
      problem: '',
      improvement: '',
      status: 'draft',
    });
    expect(draft).toMatchObject({ status: 'draft', author: { id: 4 }, submitted_at: null });

    await signInAs('lead');

    expect((await fetchKaizensByTeam(1)).map((k) => k.id)).not.toContain(draft.id);
    expect((await rejectionOf(fetchKaizen(draft.id))).status).toBe(404);
  });

  test('an employee files kaizens only in their own teams', async () => {
    await signInAs('employee');

    expect((await fetchKaizenFormOptions()).teams.map((team) => team.name)).toEqual([
      'Logistiek',
      'Productie',
    ]);
    expect((await rejectionOf(createKaizen({ ...valid, team_id: 3 }))).status).toBe(403);
  });

  test('a team lead approves an open kaizen and shares it; deciding again is locked', async () => {
    await signInAs('lead');
    const id = idOf('open', 4); // the employee's: nobody decides on their own (four eyes)

    const approved = await approveKaizen(id);
    expect(approved.status).toBe('approved');
    expect(approved.decided_at).not.toBeNull();
    expect((await shareKaizen(id)).shared).toBe(true);

    const error = await rejectionOf(declineKaizen(id, 'Toch niet'));
    expect(error.status).toBe(423);
    expect(error.serverMessage).toBeTruthy();
  });

  test('an employee may not approve', async () => {
    await signInAs('employee');

    expect((await rejectionOf(approveKaizen(idOf('open')))).status).toBe(403);
  });

  test('declining needs a reason and records it', async () => {
    await signInAs('lead');
    const id = idOf('open', 4); // the employee's: nobody decides on their own (four eyes)

    expect((await rejectionOf(declineKaizen(id, ' '))).fieldError('reason')).toBeTruthy();
    const declined = await declineKaizen(id, 'Past niet in het budget.');

    expect(declined).toMatchObject({
      status: 'declined',
      decline_reason: 'Past niet in het budget.',
    });
  });

  test('the author edits an open kaizen, but a decided one is locked', async () => {
    await signInAs('employee');
    const open = idOf('open', 4);
    const decided = idOf('approved', 4);

    expect((await updateKaizen(open, { title: 'Beter idee' })).title).toBe('Beter idee');
    expect((await rejectionOf(updateKaizen(decided, { title: 'Te laat' }))).status).toBe(423);
  });

  test('someone else may not edit a kaizen', async () => {
    await signInAs('lead');

    expect((await rejectionOf(updateKaizen(idOf('open', 4), { title: 'Van mij' }))).status).toBe(
      403,
    );
  });

  test('moving kaizens changes their team and counts the moved ones', async () => {
    await signInAs('lead');
    const ids = getDb()
      .kaizens.filter((k) => k.team_id === 1 && k.status !== 'draft')
      .slice(0, 3)
      .map((k) => k.id);

    expect(await moveKaizens(ids, 3)).toEqual({ moved: 3 });
    expect((await fetchKaizen(ids[0] ?? 0)).team).toEqual({ id: 3, name: 'Kwaliteit' });
  });

  test('an employee may not move kaizens', async () => {
    await signInAs('employee');

    expect((await rejectionOf(moveKaizens([idOf('open')], 2))).status).toBe(403);
  });

  test('the own list holds drafts; someone else sees only what was submitted', async () => {
    await signInAs('employee');
    const own = await fetchKaizensByUser(4);
    expect(own.some((k) => k.status === 'draft')).toBe(true);

    await signInAs('lead');
    const seen = await fetchKaizensByUser(4);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((k) => k.status === 'draft')).toBe(false);
  });
});
