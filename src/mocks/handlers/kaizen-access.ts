import { REVIEW_KAIZEN } from '../db/permissions';
import type { DemoDb, KaizenRow, UserRow } from '../db/types';
import { actsInAnyTeam, can, isMember, routeId } from '../http/access';
import { forbidden, notFound } from '../http/errors';
import type { UserContext } from '../http/route';

/** Every team of a company, soft-deleted ones included: their kaizens stay on record. */
export function companyTeamIds(db: DemoDb, companyId: number): Set<number> {
  return new Set(db.teams.filter((team) => team.company_id === companyId).map((team) => team.id));
}

/** Those who decide in the kaizen's team: `review kaizen` as a member, or any-team users. */
function decidesIn(db: DemoDb, user: UserRow, teamId: number): boolean {
  return actsInAnyTeam(db, user) || (can(db, user, REVIEW_KAIZEN) && isMember(db, user.id, teamId));
}

/**
 * Drafts are private to their author; a declined kaizen is seen by its author and by those who
 * decide in its team (docs/api.md, "Who sees a declined kaizen"); the rest company-wide.
 */
export function isVisible(db: DemoDb, kaizen: KaizenRow, user: UserRow): boolean {
  if (kaizen.author_id === user.id) return true;
  if (kaizen.status === 'draft') return false;
  return kaizen.status !== 'declined' || decidesIn(db, user, kaizen.team_id);
}

/**
 * 404 alike for unknown ids, other companies' kaizens, other people's drafts and declined
 * kaizens the user may not see: a 403 would tell which ids exist and were declined.
 */
export function findVisibleKaizen({ db, user, company }: UserContext, rawId: string | undefined) {
  const id = routeId(rawId);
  const kaizen = db.kaizens.find((row) => row.id === id);
  if (
    !kaizen ||
    !companyTeamIds(db, company.id).has(kaizen.team_id) ||
    !isVisible(db, kaizen, user)
  ) {
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
