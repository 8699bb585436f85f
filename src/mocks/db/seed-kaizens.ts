import { DAY_MS, type Random } from './prng';
import { createTextPicker } from './seed-kaizen-texts';
import { areaOf, DECLINE_REASONS } from './seed-text';
import type { KaizenRow, KaizenStatusValue, MembershipRow, TeamRow } from './types';

interface KaizenSeedInput {
  count: number;
  now: number;
  random: Random;
  teams: TeamRow[];
  memberships: MembershipRow[];
}

type Texts = 'title' | 'problem' | 'improvement' | 'result';

interface Draft {
  createdMs: number;
  row: Omit<KaizenRow, 'id' | Texts>;
  /** Chooses the kaizen's idea once all kaizens are in order (seed-kaizen-texts.ts). */
  textDraw: number;
  withResult: boolean;
}

/** Ids of the scripted kaizens' authors in seed-org.ts: employee@ and lead@. */
const EMPLOYEE_ID = 4;
const LEAD_ID = 3;

/** So the demo accounts always meet every status, whatever the random draw. */
const SCRIPTED: { author: number; team: number; status: KaizenStatusValue; days: number }[] = [
  { author: EMPLOYEE_ID, team: 1, status: 'draft', days: 1 },
  { author: EMPLOYEE_ID, team: 1, status: 'open', days: 3 },
  { author: EMPLOYEE_ID, team: 1, status: 'approved', days: 20 },
  { author: EMPLOYEE_ID, team: 1, status: 'declined', days: 35 },
  { author: EMPLOYEE_ID, team: 2, status: 'open', days: 6 },
  { author: EMPLOYEE_ID, team: 2, status: 'approved', days: 60 },
  { author: LEAD_ID, team: 1, status: 'open', days: 2 },
];

function statusFor(random: Random, ageDays: number): KaizenStatusValue {
  const roll = random.next();
  if (ageDays < 30)
    return roll < 0.2 ? 'draft' : roll < 0.65 ? 'open' : roll < 0.9 ? 'approved' : 'declined';
  return roll < 0.05 ? 'draft' : roll < 0.15 ? 'open' : roll < 0.75 ? 'approved' : 'declined';
}

function build(
  random: Random,
  now: number,
  author: number,
  team: number,
  status: KaizenStatusValue,
  ageDays: number,
): Draft {
  const createdMs = now - ageDays * DAY_MS;
  const area = areaOf(team);
  const textDraw = random.next();
  const submittedMs = status === 'draft' ? null : Math.min(now, createdMs + random.next() * DAY_MS);
  const decided = status === 'approved' || status === 'declined';
  const decidedMs =
    decided && submittedMs !== null
      ? Math.min(now, submittedMs + (1 + random.next() * 19) * DAY_MS)
      : null;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const withResult = !(status === 'draft' && random.chance(0.5));
  const row: Omit<KaizenRow, 'id' | Texts> = {
    team_id: team,
    author_id: author,
    status,
    effect_money: random.chance(0.6) ? random.int(5, 500) * 10 : null,
    effect_time: random.chance(0.5) ? random.int(1, 40) : null,
    effect_quality: random.chance(0.4) ? random.pick(area.quality) : null,
    effect_safety: random.chance(0.3) ? random.pick(area.safety) : null,
    before_image_src: null,
    after_image_src: null,
    decline_reason: status === 'declined' ? random.pick(DECLINE_REASONS) : null,
    shared: status === 'approved' && random.chance(0.3),
    created_at: new Date(createdMs).toISOString(),
    updated_at: iso(decidedMs ?? submittedMs ?? createdMs),
    submitted_at: iso(submittedMs),
    decided_at: iso(decidedMs),
  };
  return { createdMs, row, textDraw, withResult };
}

/**
 * `count` kaizens over the 365 days before `now`, ids in order of creation. Authors are members
 * of their team; the soft-deleted team only holds kaizens from before it was deleted.
 */
export function seedKaizens({ count, now, random, teams, memberships }: KaizenSeedInput) {
  const membersOf = new Map<number, number[]>();
  for (const { team_id, user_id } of memberships) {
    membersOf.set(team_id, [...(membersOf.get(team_id) ?? []), user_id]);
  }
  const staffed = teams.filter((team) => (membersOf.get(team.id) ?? []).length > 0);
  const active = staffed.filter((team) => team.deleted_at === null);
  const deleted = staffed.filter((team) => team.deleted_at !== null);

  const drafts: Draft[] = SCRIPTED.slice(0, count).map((s) =>
    build(random, now, s.author, s.team, s.status, s.days + random.next()),
  );
  for (let i = drafts.length; i < count; i += 1) {
    const team =
      deleted.length > 0 && random.chance(0.05) ? random.pick(deleted) : random.pick(active);
    const deletedAgo = team.deleted_at ? (now - Date.parse(team.deleted_at)) / DAY_MS : 0;
    const ageDays = deletedAgo + random.next() * (365 - deletedAgo);
    const author = random.pick(membersOf.get(team.id) ?? []);
    drafts.push(build(random, now, author, team.id, statusFor(random, ageDays), ageDays));
  }

  drafts.sort((a, b) => a.createdMs - b.createdMs);
  // Texts are handed out newest first, so the first pages of every list show distinct ideas.
  const pickTexts = createTextPicker();
  return drafts
    .map((draft, index) => ({ draft, id: index + 1 }))
    .reverse()
    .map(({ draft: { row, textDraw, withResult }, id }): KaizenRow => {
      const { title, problem, improvement, result } = pickTexts(areaOf(row.team_id), textDraw);
      const pictured = id % 4 === 0;
      return {
        id,
        title,
        problem,
        improvement,
        result: withResult ? result : null,
        ...row,
        before_image_src: pictured ? `/storage/kaizens/k${id}-before.svg` : null,
        after_image_src:
          pictured && row.status !== 'draft' ? `/storage/kaizens/k${id}-after.svg` : null,
      };
    })
    .reverse();
}
