import {
  request,
  requestList,
  spoofed,
  toFormData,
  type FormValue,
  type SendOptions,
} from './http';
import { pagedSchema } from './schemas/common';
import {
  kaizenFormOptionsSchema,
  kaizenSchema,
  moveResultSchema,
  teamKaizenSchema,
  type TeamKaizen,
  type KaizenFilters,
  type KaizenInput,
} from './schemas/kaizen';
import { toTableBody, type TableQuery } from './schemas/table';

// Optional texts and numbers the user can empty; form data cannot carry null, so an edit
// sends '' for them (Laravel reads it as null) instead of leaving them out ("unchanged").
const CLEARABLE = [
  'result',
  'effect_money',
  'effect_time',
  'effect_quality',
  'effect_safety',
] as const;

function toFields(
  input: Partial<KaizenInput>,
  { clearNulls = false } = {},
): Record<string, FormValue> {
  const fields: Record<string, FormValue> = { ...input };
  if (clearNulls) {
    for (const key of CLEARABLE) if (input[key] === null) fields[key] = '';
  }
  return fields;
}

/** POST /api/kaizen/table/approved */
export function fetchApprovedTable(query: TableQuery<KaizenFilters>) {
  return request(pagedSchema(kaizenSchema), {
    method: 'post',
    url: '/api/kaizen/table/approved',
    repeatable: true,
    data: toTableBody(query),
  });
}

/** Rows per page when the approved kaizens are read for figures: parsed in one task each. */
const APPROVED_PAGE = 500;

/**
 * The company's approved kaizens decided at `sinceMs` or later, slim (`TeamKaizen`): the
 * approved table (POST /api/kaizen/table/approved), most recently decided first, page after
 * page until a page reaches back before `sinceMs`, comes short or the total is read.
 */
export async function fetchApprovedSince(sinceMs: number): Promise<TeamKaizen[]> {
  const kept: TeamKaizen[] = [];
  const recent = (kaizen: TeamKaizen) => Date.parse(kaizen.decided_at ?? '') >= sinceMs;
  for (let page = 0, read = 0; ; page += 1) {
    const answer = await request(pagedSchema(teamKaizenSchema), {
      method: 'post',
      url: '/api/kaizen/table/approved',
      repeatable: true,
      data: toTableBody({
        page,
        size: APPROVED_PAGE,
        sortField: 'decided_at',
        sortFieldDir: 'desc',
      }),
    });
    read += answer.data.length;
    kept.push(...answer.data.filter(recent));
    const last = answer.data.at(-1);
    if (!last || !recent(last) || answer.data.length < APPROVED_PAGE || read >= answer.total) {
      return shareRefs(kept);
    }
  }
}

/** POST /api/kaizen/table/rejected */
export function fetchDeclinedTable(query: TableQuery<KaizenFilters>) {
  return request(pagedSchema(kaizenSchema), {
    method: 'post',
    url: '/api/kaizen/table/rejected',
    repeatable: true,
    data: toTableBody(query),
  });
}

/** The two server-paged lists, by the name the screens use. */
export const kaizenTableFetchers = {
  approved: fetchApprovedTable,
  declined: fetchDeclinedTable,
} as const;

/** POST /api/kaizen (no trailing slash: docs/api.md §1) (multipart: it may carry photos). */
export function createKaizen(input: KaizenInput) {
  return request(kaizenSchema, {
    method: 'post',
    url: '/api/kaizen',
    data: toFormData(toFields(input)),
  });
}

/** PUT /api/kaizen/{id} as form data with method spoofing. Also used to approve and to share. */
export function updateKaizen(
  id: number,
  input: Partial<KaizenInput> & { status?: string; shared?: boolean },
) {
  return spoofed(kaizenSchema, 'PUT', `/api/kaizen/${id}`, toFields(input, { clearNulls: true }));
}

/** The author submits a draft: it becomes open, waiting for a decision (docs/api.md §3.6). */
export function submitKaizen(id: number) {
  return spoofed(kaizenSchema, 'PUT', `/api/kaizen/${id}`, { status: 'open' });
}

export function approveKaizen(id: number, options?: SendOptions) {
  return spoofed(kaizenSchema, 'PUT', `/api/kaizen/${id}`, { status: 'approved' }, options);
}

export function shareKaizen(id: number, shared = true, options?: SendOptions) {
  return spoofed(kaizenSchema, 'PUT', `/api/kaizen/${id}`, { shared }, options);
}

/** GET /api/kaizen/by-user/{id} */
export function fetchKaizensByUser(userId: number) {
  return requestList(kaizenSchema, { method: 'get', url: `/api/kaizen/by-user/${userId}` });
}

/**
 * GET /api/kaizen/by-team/{id}, kept as `TeamKaizen`s: the texts dropped, and one object per
 * team and per author instead of one per kaizen (a team of 50,000 has a few hundred authors).
 */
export async function fetchKaizensByTeam(teamId: number): Promise<TeamKaizen[]> {
  return shareRefs(
    await requestList(teamKaizenSchema, { method: 'get', url: `/api/kaizen/by-team/${teamId}` }),
  );
}

/** The same team or author in every kaizen of `list` as one object. */
export function shareRefs(list: TeamKaizen[]): TeamKaizen[] {
  const teams = new Map<number, TeamKaizen['team']>();
  const authors = new Map<number, TeamKaizen['author']>();
  const shared = <T extends { id: number; name: string }>(known: Map<number, T>, ref: T): T => {
    const same = known.get(ref.id);
    if (same?.name === ref.name) return same;
    if (!same) known.set(ref.id, ref);
    return ref;
  };
  for (const kaizen of list) {
    kaizen.team = shared(teams, kaizen.team);
    kaizen.author = shared(authors, kaizen.author);
  }
  return list;
}

/** GET /api/kaizen/by-type/shared */
export function fetchSharedKaizens() {
  return requestList(kaizenSchema, { method: 'get', url: '/api/kaizen/by-type/shared' });
}

/** GET /api/kaizen: the options of a new kaizen's form. */
export function fetchKaizenFormOptions() {
  return request(kaizenFormOptionsSchema, { method: 'get', url: '/api/kaizen' });
}

/** GET /api/kaizen/{id} */
export function fetchKaizen(id: number) {
  return request(kaizenSchema, { method: 'get', url: `/api/kaizen/${id}` });
}

/** POST /api/kaizen/{id}/decline with the reason. */
export function declineKaizen(id: number, reason: string, options?: SendOptions) {
  return request(kaizenSchema, {
    method: 'post',
    url: `/api/kaizen/${id}/decline`,
    data: { reason },
    ...options,
  });
}

/** POST /api/kaizen/move-multiple: form with `selected_kaizens` as a JSON list (spec §7). */
export function moveKaizens(kaizenIds: readonly number[], teamId: number) {
  return request(moveResultSchema, {
    method: 'post',
    url: '/api/kaizen/move-multiple',
    data: toFormData({ selected_kaizens: JSON.stringify(kaizenIds), team_id: teamId }),
  });
}
