import { z } from 'zod/mini';
import { readStored } from '@/stores/stored';
import type { StoredValue } from '@/stores/admin-storage-store';
import { emptyValues, TEXT_FIELDS, type KaizenFormValues } from './kaizen-form-values';

// Unsaved forms in admin_storage.kaizenForm, one per user and kaizen (null: a new one), so a
// new kaizen and the edit of kaizen 12 never take each other's place. Photos are not stored.

/** How many unsaved forms are kept; the oldest goes first. */
export const MAX_DRAFTS = 5;

// Fields missing from an older draft read as empty rather than dropping the whole draft.
const valuesSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((raw) => {
    const values = emptyValues(null);
    for (const field of TEXT_FIELDS) {
      const value = raw[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  }),
);

// A date that does not read as one (hand-edited, another release) costs the draft its time,
// not its texts: the note then says only that input was put back (docs/decisions.md, "Stored
// values through one reader").
const savedAtSchema = z.catch(
  z.nullable(z.string().check(z.refine((text) => !Number.isNaN(new Date(text).getTime())))),
  null,
);

const id = z.number().check(z.int(), z.positive());

const draftSchema = z.object({
  userId: id,
  /** null: a kaizen not saved yet; a number: the edit of that kaizen. */
  kaizenId: z.nullable(id),
  /** A new kaizen that improves on this declined one: a draft of its own. */
  resubmitOf: z.optional(id),
  values: valuesSchema,
  savedAt: savedAtSchema,
});
export type KaizenDraft = z.output<typeof draftSchema>;

// admin_storage.kaizenForm; anything else found there (an older shape) reads as no drafts.
const storedSchema = z.object({ drafts: z.array(z.unknown()) });

export interface DraftKey {
  userId: number;
  kaizenId: number | null;
  resubmitOf?: number;
}

const matches = (draft: KaizenDraft, key: DraftKey) =>
  draft.userId === key.userId &&
  draft.kaizenId === key.kaizenId &&
  draft.resubmitOf === key.resubmitOf;

/** The drafts that read as drafts; one that does not is dropped, the others stay. */
export function readDrafts(stored: StoredValue | undefined): KaizenDraft[] {
  // Nothing kept: no schema's first parse (zod builds it then) as the form opens.
  if (stored === undefined) return [];
  const drafts = readStored(storedSchema, stored)?.drafts ?? [];
  return drafts.flatMap((item) => {
    const draft = readStored(draftSchema, item);
    return draft ? [draft] : [];
  });
}

export function findDraft(stored: StoredValue | undefined, key: DraftKey): KaizenDraft | null {
  return readDrafts(stored).find((draft) => matches(draft, key)) ?? null;
}

export function withDraft(
  stored: StoredValue | undefined,
  key: DraftKey,
  values: KaizenFormValues,
  now = new Date(),
): StoredValue {
  const others = readDrafts(stored).filter((draft) => !matches(draft, key));
  const draft: KaizenDraft = { ...key, values, savedAt: now.toISOString() };
  return { drafts: [draft, ...others].slice(0, MAX_DRAFTS) };
}

export function withoutDraft(stored: StoredValue | undefined, key: DraftKey): StoredValue {
  return { drafts: readDrafts(stored).filter((draft) => !matches(draft, key)) };
}
