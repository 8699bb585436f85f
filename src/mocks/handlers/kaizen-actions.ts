import type { KaizenRow } from '../db/types';
import { actsInAnyTeam, requirePermission, teamIdsOf } from '../http/access';
import { forbidden, invalidField, locked } from '../http/errors';
import { createRoutes, json, type UserContext } from '../http/route';
import { Validator } from '../http/validate';
import { createLookup, toKaizen } from '../serialize/kaizen';
import { nextId } from './user-input';
import {
  companyTeamIds,
  findVisibleKaizen,
  isDecided,
  isVisible,
  requireAuthorIn,
  requireReviewer,
} from './kaizen-access';
import { CONTENT_FIELDS, readDeclineReason, readKaizenInput } from './kaizen-input';

const routes = createRoutes();
const answer = (context: UserContext, kaizen: KaizenRow, status = 200) =>
  json(toKaizen(createLookup(context.db), kaizen), status);

routes.post('*/api/kaizen', async (context) => {
  const { db, user } = context;
  requirePermission(context, 'create kaizen', 'create kaizen any team');
  // Authorisation before validation, as Laravel does: a known team you are not in is a 403.
  const named = Number(context.body.text('team_id'));
  if (db.teams.some((team) => team.id === named && team.company_id === context.company.id)) {
    requireAuthorIn(context, named);
  }
  const input = await readKaizenInput(context);
  requireAuthorIn(context, input.team_id ?? 0);
  const now = new Date().toISOString();
  const kaizen: KaizenRow = {
    id: nextId(db.kaizens),
    team_id: 0,
    author_id: user.id,
    title: '',
    status: 'draft',
    problem: '',
    improvement: '',
    result: null,
    effect_money: null,
    effect_time: null,
    effect_quality: null,
    effect_safety: null,
    before_image_src: null,
    after_image_src: null,
    decline_reason: null,
    shared: false,
    created_at: now,
    updated_at: now,
    submitted_at: input.status === 'open' ? now : null,
    decided_at: null,
    ...input,
  };
  db.kaizens.push(kaizen);
  return answer(context, kaizen, 201);
});

/**
 * One PUT, three uses (src/api/kaizens.ts): the author edits or submits (form fields, status
 * draft/open), a reviewer approves (status approved) or shares (shared). Checked in the order a
 * server would: who (403), whether it may still change (423), what was sent (422).
 */
routes.put('*/api/kaizen/:id', async (context) => {
  const { body, user } = context;
  const kaizen = findVisibleKaizen(context, context.params.id);
  const status = body.string('status');
  const edits =
    CONTENT_FIELDS.some((field) => body.has(field)) || status === 'draft' || status === 'open';

  if (edits) {
    if (kaizen.author_id !== user.id) throw forbidden();
    if (isDecided(kaizen)) throw locked('locked_decided');
  }
  if (status === 'approved') {
    requireReviewer(context, kaizen);
    if (isDecided(kaizen)) throw locked('locked_decided');
    if (kaizen.status !== 'open') throw invalidField('status', 'kaizen_not_open');
  }
  if (status === 'declined') throw invalidField('status', 'kaizen_decline_action');
  if (status !== null && !['draft', 'open', 'approved'].includes(status)) {
    throw invalidField('status', 'in');
  }
  const v = new Validator(body);
  const shared = v.boolean('shared');
  v.done();
  if (shared !== undefined) {
    requireReviewer(context, kaizen);
    if ((status ?? kaizen.status) !== 'approved')
      throw invalidField('shared', 'kaizen_share_approved');
  }

  const changes = edits ? await readKaizenInput(context, kaizen) : {};
  if (changes.team_id !== undefined && changes.team_id !== kaizen.team_id) {
    requireAuthorIn(context, changes.team_id);
  }
  const now = new Date().toISOString();
  Object.assign(kaizen, changes, { updated_at: now });
  if (changes.status === 'open' && kaizen.submitted_at === null) kaizen.submitted_at = now;
  if (changes.status === 'draft') kaizen.submitted_at = null;
  if (status === 'approved') Object.assign(kaizen, { status: 'approved', decided_at: now });
  if (shared !== undefined) kaizen.shared = shared;
  return answer(context, kaizen);
});

routes.post('*/api/kaizen/:id/decline', (context) => {
  const kaizen = findVisibleKaizen(context, context.params.id);
  requireReviewer(context, kaizen);
  if (isDecided(kaizen)) throw locked('locked_decided');
  if (kaizen.status !== 'open') throw invalidField('status', 'kaizen_not_open');
  const reason = readDeclineReason(context);
  const now = new Date().toISOString();
  Object.assign(kaizen, {
    status: 'declined',
    decline_reason: reason,
    decided_at: now,
    updated_at: now,
  });
  return answer(context, kaizen);
});

/** Parses `selected_kaizens`: a JSON list in a form field (spec §7), or a plain list. */
function selectedIds(context: UserContext): number[] {
  const { body } = context;
  let raw: unknown = body.list('selected_kaizens');
  if (raw === undefined) {
    try {
      raw = JSON.parse(body.text('selected_kaizens') ?? '');
    } catch {
      throw invalidField('selected_kaizens', body.has('selected_kaizens') ? 'in' : 'required');
    }
  }
  const ids = Array.isArray(raw) ? raw.map(Number) : [];
  if (ids.length === 0) throw invalidField('selected_kaizens', 'required');
  if (ids.some((id) => !Number.isInteger(id) || id <= 0))
    throw invalidField('selected_kaizens', 'in');
  return [...new Set(ids)];
}

/** Moves kaizens to another team; non-admins only move kaizens out of their own teams. */
routes.post('*/api/kaizen/move-multiple', (context) => {
  requirePermission(context, 'move kaizen');
  const { db, user, company, body } = context;
  const ids = selectedIds(context);
  const v = new Validator(body);
  const teamId = v.integer('team_id', true);
  v.done();
  const target = db.teams.find(
    (t) => t.id === teamId && t.company_id === company.id && t.deleted_at === null,
  );
  if (!target) throw invalidField('team_id', 'in');
  const teams = companyTeamIds(db, company.id);
  const kaizens = ids.map((id) => db.kaizens.find((k) => k.id === id));
  const found = kaizens.filter(
    (k): k is KaizenRow => !!k && teams.has(k.team_id) && isVisible(db, k, user),
  );
  if (found.length !== ids.length) throw invalidField('selected_kaizens', 'in');
  const own = teamIdsOf(db, user.id);
  if (!actsInAnyTeam(db, user) && found.some((k) => !own.has(k.team_id))) throw forbidden();
  const now = new Date().toISOString();
  const moving = found.filter((k) => k.team_id !== target.id);
  for (const kaizen of moving) Object.assign(kaizen, { team_id: target.id, updated_at: now });
  return json({ moved: moving.length });
});

export const kaizenActionHandlers = routes.handlers;
