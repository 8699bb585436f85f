import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import type { KaizenRow } from '../db/types';
import type { UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { toDataUrl } from '../images/data-url';

const REQUIRED_TO_SUBMIT = ['problem', 'improvement'] as const;
const OPTIONAL_TEXTS = ['result', 'effect_quality', 'effect_safety'] as const;
const NUMBERS = ['effect_money', 'effect_time'] as const;
const IMAGES = ['before_image', 'after_image'] as const;

/** Fields of the kaizen form; their presence in a PUT means "edit", not "review". */
export const CONTENT_FIELDS: readonly string[] = [
  'title',
  'team_id',
  ...REQUIRED_TO_SUBMIT,
  ...OPTIONAL_TEXTS,
  ...NUMBERS,
  ...IMAGES,
  'remove_before_image',
  'remove_after_image',
];

type KaizenChanges = Partial<Omit<KaizenRow, 'id' | 'author_id'>>;

/**
 * Reads the kaizen form. On create every field counts; on update only the fields sent change.
 * A draft needs a title and team; submitting (status open) also needs the improvement, and the
 * problem unless the kaizen has a before photo.
 */
export async function readKaizenInput(
  { db, body, company }: UserContext,
  existing?: KaizenRow,
): Promise<KaizenChanges> {
  const v = new Validator(body);
  const changes: KaizenChanges = {};
  const sent = (field: string) => !existing || body.has(field);

  if (sent('title'))
    changes.title = v.string('title', { required: true, max: KAIZEN_LIMITS.titleMax }) ?? '';
  if (sent('team_id')) {
    const teamId = v.integer('team_id', true);
    const team = db.teams.find((row) => row.id === teamId && row.company_id === company.id);
    if (teamId !== null && !v.has('team_id') && (!team || team.deleted_at !== null))
      v.fail('team_id', 'in');
    if (teamId !== null) changes.team_id = teamId;
  }
  for (const field of REQUIRED_TO_SUBMIT) {
    if (sent(field)) changes[field] = v.string(field, { max: KAIZEN_LIMITS.textMax }) ?? '';
  }
  for (const field of OPTIONAL_TEXTS) {
    if (sent(field)) changes[field] = v.string(field, { max: KAIZEN_LIMITS.textMax });
  }
  for (const field of NUMBERS) {
    if (sent(field)) changes[field] = v.number(field);
  }
  const status = v.oneOf('status', ['draft', 'open'] as const, !existing);
  if (status) changes.status = status;

  const uploads = IMAGES.map((field) => [field, v.image(field)] as const);
  const finalStatus = status ?? existing?.status;
  if (finalStatus === 'open') {
    // The before photo can stand for the situation in words: a capture is a photo and a sentence.
    const beforePhoto =
      uploads.some(([field, file]) => field === 'before_image' && file) ||
      (Boolean(existing?.before_image_src) && !body.bool('remove_before_image'));
    for (const field of REQUIRED_TO_SUBMIT) {
      if (field === 'problem' && beforePhoto) continue;
      const value = field in changes ? changes[field] : existing?.[field];
      if (!value && !v.has(field)) v.fail(field, 'required');
    }
  }
  v.done();

  for (const [field, file] of uploads) {
    const key = field === 'before_image' ? 'before_image_src' : 'after_image_src';
    if (file) changes[key] = await toDataUrl(file);
    else if (body.bool(`remove_${field}`)) changes[key] = null;
  }
  return changes;
}

/** The reason of a decline: required, at most KAIZEN_LIMITS.reasonMax characters. */
export function readDeclineReason(context: UserContext): string {
  const v = new Validator(context.body);
  const reason = v.string('reason', { required: true, max: KAIZEN_LIMITS.reasonMax });
  v.done();
  return must(reason);
}
