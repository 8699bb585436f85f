import { describe, expect, test } from 'vitest';
import { findDraft, MAX_DRAFTS, readDrafts, withDraft, withoutDraft } from './kaizen-form-draft';
import { emptyValues } from './kaizen-form-values';

const values = (title: string) => ({ ...emptyValues(1), title });

describe('kaizen drafts in admin_storage', () => {
  test('each user and kaizen has its own draft', () => {
    let stored = withDraft(undefined, { userId: 3, kaizenId: null }, values('nieuw'));
    stored = withDraft(stored, { userId: 3, kaizenId: 12 }, values('kaizen 12'));
    stored = withDraft(stored, { userId: 4, kaizenId: null }, values('van een ander'));

    expect(findDraft(stored, { userId: 3, kaizenId: null })?.values.title).toBe('nieuw');
    expect(findDraft(stored, { userId: 3, kaizenId: 12 })?.values.title).toBe('kaizen 12');
    expect(
      findDraft(withoutDraft(stored, { userId: 3, kaizenId: 12 }), { userId: 3, kaizenId: 12 }),
    ).toBeNull();
  });

  test(`only the ${MAX_DRAFTS} newest drafts are kept`, () => {
    let stored = withDraft(undefined, { userId: 3, kaizenId: 1 }, values('oudste'));
    for (let id = 2; id <= MAX_DRAFTS + 1; id += 1) {
      stored = withDraft(stored, { userId: 3, kaizenId: id }, values(`kaizen ${id}`));
    }

    expect(readDrafts(stored)).toHaveLength(MAX_DRAFTS);
    expect(findDraft(stored, { userId: 3, kaizenId: 1 })).toBeNull();
  });

  test('foreign or damaged stored values read as no draft, and missing fields as empty', () => {
    expect(readDrafts({ kaizenId: 3, values: {} })).toEqual([]);
    const stored = {
      drafts: [
        'rubbish',
        { userId: 3, kaizenId: null, values: { title: 'oud formaat' }, savedAt: '2026-01-01' },
      ],
    };

    expect(readDrafts(stored)).toEqual([
      {
        userId: 3,
        kaizenId: null,
        values: { ...emptyValues(null), title: 'oud formaat' },
        savedAt: '2026-01-01',
      },
    ]);
  });
});
