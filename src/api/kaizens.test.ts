import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { buildKaizen, buildRef } from '@tests/factories';
import { answer, failureOf, formFields, jsonBody, requestLine } from '@tests/utils/api';
import { omit } from '@tests/utils/omit';
import {
  approveKaizen,
  createKaizen,
  declineKaizen,
  fetchApprovedSince,
  fetchApprovedTable,
  fetchDeclinedTable,
  fetchKaizen,
  fetchKaizenFormOptions,
  fetchKaizensByTeam,
  fetchKaizensByUser,
  fetchSharedKaizens,
  moveKaizens,
  shareKaizen,
  submitKaizen,
  updateKaizen,
} from './kaizens';
import { PLACEHOLDER_PICTURE } from './schemas/common';
import type { KaizenInput } from './schemas/kaizen';

const input: KaizenInput = {
  title: 'Screws at the bench',
  team_id: 4,
  problem: 'Screws are fetched from the far shelf.',
  improvement: 'Keep a box at the bench.',
  result: null,
  effect_money: 120.5,
  effect_time: 15,
  status: 'open',
};

describe('tables', () => {
  test('the approved table sends start = page * size, the sort and the filters', async () => {
    const rows = [buildKaizen({ status: 'approved' })];
    const received = answer('post', '/api/kaizen/table/approved', { data: rows, total: 21 });

    const page = await fetchApprovedTable({
      page: 2,
      size: 10,
      sortField: 'created_at',
      sortFieldDir: 'desc',
      filters: { search: 'screw', team_id: 4 },
    });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/table/approved');
    expect(await jsonBody(received.only)).toEqual({
      start: 20,
      size: 10,
      sortField: 'created_at',
      sortFieldDir: 'desc',
      filters: { search: 'screw', team_id: 4 },
    });
    expect(page).toMatchObject({ total: 21, data: [{ id: rows[0].id, status: 'approved' }] });
  });

  test('the declined table asks the rejected route', async () => {
    const declined = buildKaizen({ status: 'declined', decline_reason: 'Too costly.' });
    const received = answer('post', '/api/kaizen/table/rejected', { data: [declined], total: 1 });

    const page = await fetchDeclinedTable({ page: 0, size: 25 });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/table/rejected');
    expect(await jsonBody(received.only)).toEqual({ start: 0, size: 25, filters: {} });
    expect(page.data[0]).toMatchObject({ status: 'declined', decline_reason: 'Too costly.' });
  });
});

describe("the approved kaizens since a moment (the company's figures)", () => {
  const since = Date.parse('2026-01-01T00:00:00Z');
  /** 1,200 approved kaizens, one decided every four hours back from mid-April, latest first. */
  const decided = Array.from({ length: 1200 }, (_, index) =>
    buildKaizen({
      status: 'approved',
      decided_at: new Date(
        Date.parse('2026-04-15T00:00:00Z') - index * 4 * 3_600_000,
      ).toISOString(),
      problem: 'A long text the figures do not need.',
    }),
  );

  test('reads the table latest decided first, 500 at a time, until a page reaches back before it', async () => {
    const bodies: { start: number; size: number }[] = [];
    server.use(
      http.post('*/api/kaizen/table/approved', async ({ request }) => {
        const body = (await request.json()) as { start: number; size: number };
        bodies.push(body);
        const data = decided.slice(body.start, body.start + body.size);
        return HttpResponse.json({ data, total: decided.length });
      }),
    );

    const kept = await fetchApprovedSince(since);

    // 500 at six a day reach back to late January; the second page crosses into December.
    expect(bodies).toEqual([
      { start: 0, size: 500, sortField: 'decided_at', sortFieldDir: 'desc', filters: {} },
      { start: 500, size: 500, sortField: 'decided_at', sortFieldDir: 'desc', filters: {} },
    ]);
    const recent = decided.filter((k) => Date.parse(k.decided_at ?? '') >= since);
    expect(kept.map((k) => k.id)).toEqual(recent.map((k) => k.id));
    expect(kept[0]).not.toHaveProperty('problem');
  });

  test('stops at the total when every approved kaizen is recent', async () => {
    const received = answer('post', '/api/kaizen/table/approved', {
      data: decided.slice(0, 3),
      total: 3,
    });

    await expect(fetchApprovedSince(since)).resolves.toHaveLength(3);
    expect(received.all).toHaveLength(1);
  });
});

describe('saving', () => {
  test('creating a kaizen posts a form, leaving empty values out', async () => {
    const sent = buildKaizen({ title: input.title });
    const received = answer('post', '/api/kaizen', sent);

    await expect(createKaizen(input)).resolves.toMatchObject({ id: sent.id, title: input.title });

    expect(requestLine(received.only)).toBe('POST /api/kaizen');
    expect(await formFields(received.only)).toEqual({
      title: 'Screws at the bench',
      team_id: '4',
      problem: 'Screws are fetched from the far shelf.',
      improvement: 'Keep a box at the bench.',
      effect_money: '120.5',
      effect_time: '15',
      status: 'open',
    });
  });

  test('creating a kaizen with photos sends them as files', async () => {
    const received = answer('post', '/api/kaizen', buildKaizen());
    const before = new File(['before'], 'before.jpg', { type: 'image/jpeg' });
    const after = new File(['after'], 'after.png', { type: 'image/png' });

    await createKaizen({ ...input, before_image: before, after_image: after });

    const fields = await formFields(received.only);
    expect(fields.before_image).toMatchObject({ type: 'image/jpeg' });
    expect(fields.after_image).toMatchObject({ type: 'image/png' });
  });

  test('updating a kaizen posts a form with _method=PUT and photo removals as 1/0', async () => {
    const received = answer('post', '/api/kaizen/9', buildKaizen({ id: 9 }));

    await updateKaizen(9, {
      title: 'Better title',
      remove_before_image: true,
      remove_after_image: false,
    });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/9');
    expect(await formFields(received.only)).toEqual({
      _method: 'PUT',
      title: 'Better title',
      remove_before_image: '1',
      remove_after_image: '0',
    });
  });

  test('approving sends the approved status by method spoofing', async () => {
    const received = answer('post', '/api/kaizen/9', buildKaizen({ id: 9, status: 'approved' }));

    await expect(approveKaizen(9)).resolves.toMatchObject({ id: 9, status: 'approved' });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/9');
    expect(await formFields(received.only)).toEqual({ _method: 'PUT', status: 'approved' });
  });

  test('submitting a draft sends the open status by method spoofing', async () => {
    const received = answer('post', '/api/kaizen/9', buildKaizen({ id: 9, status: 'open' }));

    await expect(submitKaizen(9)).resolves.toMatchObject({ id: 9, status: 'open' });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/9');
    expect(await formFields(received.only)).toEqual({ _method: 'PUT', status: 'open' });
  });

  test('sharing sends shared as 1 and unsharing as 0', async () => {
    const received = answer('post', '/api/kaizen/9', buildKaizen({ id: 9, shared: true }));

    await expect(shareKaizen(9)).resolves.toMatchObject({ shared: true });
    await shareKaizen(9, false);

    expect(await formFields(received.all[0])).toEqual({ _method: 'PUT', shared: '1' });
    expect(await formFields(received.all[1])).toEqual({ _method: 'PUT', shared: '0' });
  });

  test('declining sends the reason', async () => {
    const received = answer(
      'post',
      '/api/kaizen/9/decline',
      buildKaizen({ id: 9, status: 'declined', decline_reason: 'Already done.' }),
    );

    await expect(declineKaizen(9, 'Already done.')).resolves.toMatchObject({
      status: 'declined',
      decline_reason: 'Already done.',
    });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/9/decline');
    expect(await jsonBody(received.only)).toEqual({ reason: 'Already done.' });
  });

  test('moving kaizens sends selected_kaizens as a JSON list in a form, with the team', async () => {
    const received = answer('post', '/api/kaizen/move-multiple', { moved: 3 });

    await expect(moveKaizens([4, 8, 15], 2)).resolves.toEqual({ moved: 3 });

    expect(requestLine(received.only)).toBe('POST /api/kaizen/move-multiple');
    expect(received.only.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const fields = await formFields(received.only);
    expect(fields).toEqual({ selected_kaizens: '[4,8,15]', team_id: '2' });
    expect(JSON.parse(fields.selected_kaizens as string)).toEqual([4, 8, 15]);
  });
});

describe('reading', () => {
  test.each([
    ['by user', () => fetchKaizensByUser(5), '/api/kaizen/by-user/5'],
    ['by team', () => fetchKaizensByTeam(4), '/api/kaizen/by-team/4'],
    ['shared', () => fetchSharedKaizens(), '/api/kaizen/by-type/shared'],
  ])('the kaizens %s are fetched from their route', async (_name, fetchList, path) => {
    const kaizens = [buildKaizen(), buildKaizen({ status: 'approved', shared: true })];
    const received = answer('get', path, kaizens);

    const list = await fetchList();

    expect(requestLine(received.only)).toBe(`GET ${path}`);
    expect(list.map((kaizen) => kaizen.id)).toEqual(kaizens.map((kaizen) => kaizen.id));
  });

  test('the form options list the teams a kaizen may be filed in', async () => {
    const teams = [buildRef({ name: 'Assembly' })];
    const received = answer('get', '/api/kaizen', { teams });

    await expect(fetchKaizenFormOptions()).resolves.toEqual({ teams });

    expect(requestLine(received.only)).toBe('GET /api/kaizen');
  });

  test('a kaizen is fetched by id and fully parsed', async () => {
    const sent = buildKaizen({
      id: 9,
      status: 'approved',
      before_image_src: '/storage/k/9-before.jpg',
    });
    const received = answer('get', '/api/kaizen/9', sent);

    const kaizen = await fetchKaizen(9);

    expect(requestLine(received.only)).toBe('GET /api/kaizen/9');
    expect(kaizen).toEqual(sent);
  });

  test('unsafe photo addresses become null and a missing author picture the placeholder', async () => {
    answer(
      'get',
      '/api/kaizen/9',
      buildKaizen({
        id: 9,
        before_image_src: 'javascript:alert(1)',
        after_image_src: 'data:text/html;base64,PHNjcmlwdD4=',
        author: { id: 2, name: 'Ada' },
      }),
    );

    const kaizen = await fetchKaizen(9);

    expect(kaizen.before_image_src).toBeNull();
    expect(kaizen.after_image_src).toBeNull();
    expect(kaizen.author.picture_src).toBe(PLACEHOLDER_PICTURE);
  });

  test('a kaizen without a title is an invalid response naming the field', async () => {
    answer('get', '/api/kaizen/9', omit(buildKaizen({ id: 9 }), 'title'));

    const error = await failureOf(fetchKaizen(9));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, url: '/api/kaizen/9' });
    expect(error.message).toContain('(title: ');
  });

  test('a kaizen with an unknown status is an invalid response naming the field', async () => {
    answer('get', '/api/kaizen/by-team/4', [buildKaizen(), { ...buildKaizen(), status: 'lost' }]);

    const error = await failureOf(fetchKaizensByTeam(4));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('(1.status: ');
  });

  test('a bad item after the first slice is named by its place in the list', async () => {
    const kaizens = Array.from({ length: 700 }, () => buildKaizen());
    kaizens[612] = { ...kaizens[612], status: 'lost' as never };
    answer('get', '/api/kaizen/by-team/4', kaizens);

    const error = await failureOf(fetchKaizensByTeam(4));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('(612.status: ');
  });

  test('a list answered with an object is an invalid response', async () => {
    answer('get', '/api/kaizen/by-team/4', { kaizens: [] });

    const error = await failureOf(fetchKaizensByTeam(4));

    expect(error.kind).toBe('invalid-response');
  });
});

describe('clearing optional fields on edit', () => {
  test('an emptied effect or result is sent as an empty field, not left out', async () => {
    const received = answer('post', '/api/kaizen/7', buildKaizen({ id: 7 }));
    await updateKaizen(7, { title: 'Zelfde', effect_money: null, result: null, effect_time: 3 });
    const fields = await formFields(received.only);
    expect(fields.effect_money).toBe('');
    expect(fields.result).toBe('');
    expect(fields.effect_time).toBe('3');
    expect(fields).not.toHaveProperty('effect_quality');
  });
});
