import type { KaizenRow, KaizenStatusValue } from '../db/types';
import type { Body } from '../http/body';
import { invalidField } from '../http/errors';
import { matchesSearch, readTableQuery, toPage } from '../http/paging';
import { json, type UserContext } from '../http/route';
import { createLookup, toKaizen, type Lookup } from '../serialize/kaizen';
import { companyTeamIds, isVisible } from './kaizen-access';

function sortKeys(lookup: Lookup) {
  const team = (k: KaizenRow) => lookup.teams.get(k.team_id)?.name ?? '';
  const author = (k: KaizenRow) => lookup.users.get(k.author_id)?.name ?? '';
  return {
    id: (k: KaizenRow) => k.id,
    title: (k: KaizenRow) => k.title,
    status: (k: KaizenRow) => k.status,
    created_at: (k: KaizenRow) => k.created_at,
    updated_at: (k: KaizenRow) => k.updated_at,
    submitted_at: (k: KaizenRow) => k.submitted_at,
    decided_at: (k: KaizenRow) => k.decided_at,
    effect_money: (k: KaizenRow) => k.effect_money,
    effect_time: (k: KaizenRow) => k.effect_time,
    team,
    'team.name': team,
    team_name: team,
    author,
    'author.name': author,
    author_name: author,
  };
}

/** YYYY-MM-DD (or a full ISO time); a bad date is a 422 on `filters.date_from`/`date_to`. */
function readDate(filters: Record<string, unknown>, field: 'date_from' | 'date_to') {
  const value = filters[field];
  if (value === undefined || value === null || value === '') return null;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidField(`filters.${field}`, 'in');
  // A bare date as an upper bound means "up to and including that day".
  return field === 'date_to' && /^\d{4}-\d{2}-\d{2}$/.test(value as string)
    ? new Date(time + 24 * 60 * 60 * 1000 - 1).toISOString()
    : new Date(time).toISOString();
}

function readId(filters: Record<string, unknown>, field: 'team_id' | 'author_id') {
  const value = filters[field];
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id)) throw invalidField(`filters.${field}`, 'integer');
  return id;
}

/**
 * POST /api/kaizen/table/{approved|rejected}: one status, company-wide, paged and filtered; a
 * declined kaizen only for its author and those who decide in its team (`isVisible`).
 */
export function kaizenTable(
  { db, user, company }: UserContext,
  body: Body,
  status: KaizenStatusValue,
) {
  const lookup = createLookup(db);
  const keys = sortKeys(lookup);
  const query = readTableQuery(body, Object.keys(keys));
  const { filters } = query;
  const from = readDate(filters, 'date_from');
  const to = readDate(filters, 'date_to');
  const teamId = readId(filters, 'team_id');
  const authorId = readId(filters, 'author_id');
  const teams = companyTeamIds(db, company.id);
  const rows = db.kaizens.filter(
    (k) =>
      k.status === status &&
      teams.has(k.team_id) &&
      isVisible(db, k, user) &&
      (teamId === null || k.team_id === teamId) &&
      (authorId === null || k.author_id === authorId) &&
      (from === null || k.created_at >= from) &&
      (to === null || k.created_at <= to) &&
      matchesSearch(
        filters.search,
        k.title,
        k.problem,
        k.improvement,
        lookup.users.get(k.author_id)?.name,
        lookup.teams.get(k.team_id)?.name,
      ),
  );
  const page = toPage(rows, query, keys, { field: 'decided_at', dir: 'desc' });
  return json({ data: page.data.map((k) => toKaizen(lookup, k)), total: page.total });
}
