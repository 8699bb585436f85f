import { afterEach, describe, expect, test } from 'vitest';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { draftsOf, putBackDrafts, removeDraftsOf } from './drafts';

const ANNA = 4;
const BOB = 5;

const draft = (userId: number, kaizenId: number | null, title: string) => ({
  userId,
  kaizenId,
  values: { title },
});

const stored = () => useAdminStorage.getState().kaizenForm;
const keep = (drafts: unknown) => useAdminStorage.getState().setKaizenForm({ drafts });

afterEach(() => useAdminStorage.getState().setKaizenForm(undefined));

describe("a user's drafts as unsent work", () => {
  test('each user reads their own, nothing where no drafts are kept', () => {
    expect(draftsOf(ANNA)).toEqual([]);
    keep('not a list');
    expect(draftsOf(ANNA)).toEqual([]);

    keep([draft(ANNA, null, 'Nieuw'), draft(BOB, null, 'Van Bob'), 'kapot', null]);
    expect(draftsOf(ANNA)).toEqual([draft(ANNA, null, 'Nieuw')]);
  });

  test("removing a user's drafts keeps everyone else's, and writes nothing when there were none", () => {
    const others = [draft(BOB, null, 'Van Bob'), 'kapot'];
    keep([draft(ANNA, null, 'Nieuw'), ...others]);

    removeDraftsOf(ANNA);
    expect(stored()).toEqual({ drafts: others });

    const before = stored();
    removeDraftsOf(ANNA);
    expect(stored()).toBe(before);
  });

  test('put back beside the others; one typed since for the same kaizen wins', () => {
    const typedSince = draft(ANNA, 12, 'Sindsdien getypt');
    keep([typedSince, draft(BOB, null, 'Van Bob')]);

    putBackDrafts(ANNA, [
      draft(ANNA, 12, 'Bewaard'),
      draft(ANNA, null, 'Nieuw'),
      draft(BOB, 3, 'x'),
    ]);

    expect(stored()).toEqual({
      drafts: [typedSince, draft(BOB, null, 'Van Bob'), draft(ANNA, null, 'Nieuw')],
    });
  });

  test("another user's draft with the same kaizen does not stop one coming back", () => {
    keep([draft(BOB, 12, 'Van Bob')]);

    putBackDrafts(ANNA, [draft(ANNA, 12, 'Bewaard')]);

    expect(draftsOf(ANNA)).toEqual([draft(ANNA, 12, 'Bewaard')]);
  });

  test('nothing of theirs to put back writes nothing', () => {
    putBackDrafts(ANNA, [draft(BOB, null, 'Van Bob'), 'kapot']);
    expect(stored()).toBeUndefined();
  });

  test('put back where no drafts are kept: theirs are all there is', () => {
    putBackDrafts(ANNA, [draft(ANNA, null, 'Bewaard')]);

    expect(stored()).toEqual({ drafts: [draft(ANNA, null, 'Bewaard')] });
  });
});
