import { z } from 'zod/mini';
import {
  booleanSchema,
  countSchema,
  dateTimeSchema,
  idSchema,
  imageSrcSchema,
  numberSchema,
  orDefault,
  orNull,
  pictureSchema,
  refSchema,
  textSchema,
} from './common';
import { UPLOAD_MAX_BYTES } from './upload-limit';

/** Our status set (docs/api.md): a draft is saved but not submitted; open waits for a decision. */
const KAIZEN_STATUSES = ['draft', 'open', 'approved', 'declined'] as const;
export type KaizenStatus = (typeof KAIZEN_STATUSES)[number];

/** A kaizen's status as the API sends it. */
export const kaizenStatusSchema = z.enum(KAIZEN_STATUSES);

const optionalText = () => orNull(z.string());
const optionalNumber = () => orNull(numberSchema);

// The objects are built on their first parse (z.lazy), not as the module loads: a page that
// loads them parses few of them, and /login, which fetches the signed-in code ahead, none.
export const kaizenSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: textSchema,
    status: kaizenStatusSchema,
    team: refSchema,
    author: z.object({ id: idSchema, name: textSchema, picture_src: pictureSchema }),
    problem: textSchema,
    improvement: textSchema,
    result: optionalText(),
    effect_money: optionalNumber(),
    effect_time: optionalNumber(),
    effect_quality: optionalText(),
    effect_safety: optionalText(),
    before_image_src: imageSrcSchema,
    after_image_src: imageSrcSchema,
    decline_reason: optionalText(),
    shared: orDefault(booleanSchema, false),
    created_at: dateTimeSchema,
    updated_at: orNull(dateTimeSchema),
    submitted_at: orNull(dateTimeSchema),
    decided_at: orNull(dateTimeSchema),
  }),
);
export type Kaizen = z.output<typeof kaizenSchema>;

/** What a slim list keeps of an effect described in words: that there is one, not the words. */
export const EFFECT_NOTED = 'noted';

/** An effect text as a mark: `EFFECT_NOTED` when it says something, else null. */
const effectMark = (text: string | null): string | null =>
  text !== null && text.trim() !== '' ? EFFECT_NOTED : null;

/**
 * A kaizen as the team's whole list keeps it (GET /api/kaizen/by-team/{id}): only what the
 * dashboard, the review queue and its count, the similar kaizens and the form's confirmation
 * show or count. The answer carries every text of every kaizen (7.9 MB at 50,000); the texts
 * are dropped where it is parsed, so the list the page keeps is a fraction of it. The effects
 * in words become a mark (`EFFECT_NOTED`): the dashboard counts them, nothing here shows them.
 */
export const teamKaizenSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: textSchema,
    status: kaizenStatusSchema,
    team: refSchema,
    author: z.object({ id: idSchema, name: textSchema }),
    effect_money: optionalNumber(),
    effect_time: optionalNumber(),
    effect_quality: z.pipe(optionalText(), z.transform(effectMark)),
    effect_safety: z.pipe(optionalText(), z.transform(effectMark)),
    created_at: dateTimeSchema,
    updated_at: orNull(dateTimeSchema),
    submitted_at: orNull(dateTimeSchema),
    decided_at: orNull(dateTimeSchema),
  }),
);
export type TeamKaizen = z.output<typeof teamKaizenSchema>;

/** The team list's view of a whole kaizen (a write's answer patched into the list). */
export function toTeamKaizen(kaizen: Kaizen): TeamKaizen {
  const { id, title, status, team, author, created_at, updated_at, submitted_at, decided_at } =
    kaizen;
  return {
    id,
    title,
    status,
    team: { id: team.id, name: team.name },
    author: { id: author.id, name: author.name },
    effect_money: kaizen.effect_money,
    effect_time: kaizen.effect_time,
    effect_quality: effectMark(kaizen.effect_quality),
    effect_safety: effectMark(kaizen.effect_safety),
    created_at,
    updated_at,
    submitted_at,
    decided_at,
  };
}

/** GET /api/kaizen: what the new-kaizen form may offer (teams the user can submit in). */
export const kaizenFormOptionsSchema = z.lazy(() =>
  z.object({ teams: orDefault(z.array(refSchema), []) }),
);
export type KaizenFormOptions = z.output<typeof kaizenFormOptionsSchema>;

/** Limits the server enforces (docs/api.md); the form mirrors them. */
export const KAIZEN_LIMITS = {
  titleMax: 120,
  textMax: 5000,
  reasonMax: 1000,
  /** Per photo: the server's upload limit (`VITE_UPLOAD_MAX_MB`, default PHP's 2 MB). */
  imageMaxBytes: UPLOAD_MAX_BYTES,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

export interface KaizenInput {
  title: string;
  team_id: number;
  problem: string;
  improvement: string;
  result?: string | null;
  effect_money?: number | null;
  effect_time?: number | null;
  effect_quality?: string | null;
  effect_safety?: string | null;
  /** 'draft' keeps it private; 'open' submits it for a decision. */
  status: 'draft' | 'open';
  before_image?: Blob | null;
  after_image?: Blob | null;
  remove_before_image?: boolean;
  remove_after_image?: boolean;
}

export interface KaizenFilters {
  search?: string;
  team_id?: number;
  author_id?: number;
  date_from?: string;
  date_to?: string;
}

export const moveResultSchema = z.lazy(() => z.object({ moved: countSchema }));
