import { REVIEW_KAIZEN } from '../db/permissions';
import type { DemoDb, KaizenRow, UserRow } from '../db/types';
import { actsInAnyTeam, can, isMember, routeId } from '../http/access';
import { forbidden, notFound } from '../http/errors';
import type { UserContext } from '../http/route';

/** Every team of a company, soft-deleted ones included: their kaizens stay on record. */
export function companyTeamIds(db: DemoDb, companyId: number): Set<number> {
  return new Set(db.teams.filter((team) => team.company_id === companyId).map((team) => team.id));
}

/** Drafts are private to their author; everything else is visible company-wide. */
export function isVisible(kaizen: KaizenRow, user: UserRow): boolean {
  return kaizen.status !== 'draft' || kaizen.author_id === user.id;
}

/** 404 alike for unknown ids, other companies' kaizens and other people's drafts. */
export function findVisibleKaizen({ db, user, company }: UserContext, rawId: string | undefined) {
  const id = routeId(rawId);
  const kaizen = db.kaizens.find((row) => row.id === id);
  if (!kaizen || !companyTeamIds(db, company.id).has(kaizen.team_id) || !isVisible(kaizen, user)) {
    throw notFound();
  }
  return kaizen;
}

/** Reviewers decide in their own teams; admins (any-team) everywhere in the company. */
export function requireReviewer({ db, user }: UserContext, kaizen: KaizenRow): void {
  const inScope = actsInAnyTeam(db, user) || isMember(db, user.id, kaizen.team_id);
  if (!can(db, user, REVIEW_KAIZEN) || !inScope) throw forbidden();
  // Four eyes (docs/decisions.md): nobody decides on or shares their own kaizen.
  if (kaizen.author_id === user.id) throw forbidden('own_kaizen');
}

export function isDecided(kaizen: KaizenRow): boolean {
  return kaizen.status === 'approved' || kaizen.status === 'declined';
}

/** 403 unless the user may file kaizens in the team (spec §6 "create kaizen" needs membership). */
export function requireAuthorIn({ db, user }: UserContext, teamId: number): void {
  if (can(db, user, 'create kaizen any team')) return;
  if (!can(db, user, 'create kaizen')) throw forbidden();
  if (!isMember(db, user.id, teamId)) throw forbidden('kaizen_team_member');
}

export const newestFirst = (a: KaizenRow, b: KaizenRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
