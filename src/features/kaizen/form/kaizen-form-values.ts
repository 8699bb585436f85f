import { KAIZEN_LIMITS, type Kaizen, type KaizenInput } from '@/api/schemas/kaizen';
import { sentLength } from '@/lib/validation';
import { proposeTitle } from './propose-title';

/** The typed fields of the form, named as the contract names them; inputs hold text. */
export const TEXT_FIELDS = [
  'title',
  'team_id',
  'problem',
  'improvement',
  'result',
  'effect_money',
  'effect_time',
  'effect_quality',
  'effect_safety',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type KaizenFormValues = Record<TextField, string>;

export type PhotoField = 'before_image' | 'after_image';

/** Every field that can carry a message, in the order the form shows them. */
export type FormFieldName = TextField | PhotoField;
export const FIELD_ORDER: readonly FormFieldName[] = [
  'before_image',
  'improvement',
  'title',
  'team_id',
  'problem',
  'after_image',
  'result',
  'effect_money',
  'effect_time',
  'effect_quality',
  'effect_safety',
];

export type SaveStatus = KaizenInput['status'];

/** A message to translate: a key in kaizen.new (or base:) and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldMessages = Partial<Record<FormFieldName, FieldMessage>>;

export function emptyValues(teamId: number | null): KaizenFormValues {
  return {
    title: '',
    team_id: teamId === null ? '' : String(teamId),
    problem: '',
    improvement: '',
    result: '',
    effect_money: '',
    effect_time: '',
    effect_quality: '',
    effect_safety: '',
  };
}

const text = (value: string | null) => value ?? '';
const amount = (value: number | null) => (value === null ? '' : String(value));

export function valuesFromKaizen(kaizen: Kaizen): KaizenFormValues {
  return {
    title: kaizen.title,
    team_id: String(kaizen.team.id),
    problem: kaizen.problem,
    improvement: kaizen.improvement,
    result: text(kaizen.result),
    effect_money: amount(kaizen.effect_money),
    effect_time: amount(kaizen.effect_time),
    effect_quality: text(kaizen.effect_quality),
    effect_safety: text(kaizen.effect_safety),
  };
}

export function sameValues(a: KaizenFormValues, b: KaizenFormValues): boolean {
  return TEXT_FIELDS.every((field) => a[field] === b[field]);
}

// Dutch users type a decimal comma; both separators are accepted.
const AMOUNT = /^\d+([.,]\d+)?$/;

/** '12,50' -> 12.5; '' -> null. Only call on a value that passed validation. */
function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

const LONG_TEXTS = ['problem', 'improvement', 'result', 'effect_quality', 'effect_safety'] as const;

/**
 * The title that is sent: the one typed, or else one proposed from the capture's sentence (or
 * from the situation, for a kaizen that has only that).
 */
export function titleOf(values: KaizenFormValues): string {
  return values.title.trim() || proposeTitle(values.improvement) || proposeTitle(values.problem);
}

/**
 * The contract's rules (docs/api.md, src/mocks/handlers/kaizen-input.ts): a draft needs a title
 * and a team; submitting also needs the improvement, and the current situation in words or as
 * the before photo; texts have a maximum length and effects are numbers of 0 or more. A title
 * left empty is proposed from the improvement, so a missing one is asked for there.
 * `beforePhoto`: the kaizen has a before photo (chosen now, or saved and kept).
 */
export function validateValues(
  values: KaizenFormValues,
  status: SaveStatus,
  { beforePhoto }: { beforePhoto: boolean },
): FieldMessages {
  const messages: FieldMessages = {};
  const required: TextField[] = ['team_id'];
  if (status === 'open') required.push('improvement');
  if (status === 'open' && !beforePhoto) required.push('problem');
  for (const field of required) {
    if (!values[field].trim()) messages[field] = { key: 'base:common.required' };
  }
  if (!titleOf(values)) messages.improvement ??= { key: 'base:common.required' };
  if (sentLength(values.title) > KAIZEN_LIMITS.titleMax) {
    messages.title = { key: 'validation.max', values: { max: KAIZEN_LIMITS.titleMax } };
  }
  for (const field of LONG_TEXTS) {
    if (sentLength(values[field]) > KAIZEN_LIMITS.textMax) {
      messages[field] = { key: 'validation.max', values: { max: KAIZEN_LIMITS.textMax } };
    }
  }
  for (const field of ['effect_money', 'effect_time'] as const) {
    const value = values[field].trim();
    if (value && !AMOUNT.test(value)) messages[field] = { key: 'validation.number' };
  }
  return messages;
}

export interface PhotoChanges {
  before_image?: Blob | null;
  after_image?: Blob | null;
  remove_before_image?: boolean;
  remove_after_image?: boolean;
}

/**
 * What is sent. Empty optional texts go as '' so an edit can clear them (null is left out of
 * the form data, which the server reads as "unchanged").
 */
export function toKaizenInput(
  values: KaizenFormValues,
  status: SaveStatus,
  photos: PhotoChanges,
): KaizenInput {
  return {
    title: titleOf(values),
    team_id: Number(values.team_id),
    problem: values.problem.trim(),
    improvement: values.improvement.trim(),
    result: values.result.trim(),
    effect_money: parseAmount(values.effect_money),
    effect_time: parseAmount(values.effect_time),
    effect_quality: values.effect_quality.trim(),
    effect_safety: values.effect_safety.trim(),
    status,
    ...photos,
  };
}
