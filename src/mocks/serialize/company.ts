import type { CompanyRow, DemoDb } from '../db/types';

/** The company with its translatable values flat as `{field}_{code}` (spec §3). */
export function toCompany(company: CompanyRow) {
  return {
    id: company.id,
    name: company.name,
    color: company.color,
    logo_src: company.logo_src,
    api_enabled: company.api_enabled,
    ...company.translations,
  };
}

/** A row of the company table with `?append=meta_data`. */
export function toCompanyRow(db: DemoDb, company: CompanyRow, withMeta: boolean) {
  const teamIds = new Set(
    db.teams.filter((t) => t.company_id === company.id && t.deleted_at === null).map((t) => t.id),
  );
  const allTeamIds = new Set(db.teams.filter((t) => t.company_id === company.id).map((t) => t.id));
  const { id, name, color, logo_src, api_enabled } = company;
  const row = { id, name, color, logo_src, api_enabled };
  if (!withMeta) return row;
  return {
    ...row,
    meta_data: {
      users_count: db.users.filter((u) => u.company_id === company.id).length,
      teams_count: teamIds.size,
      kaizens_count: db.kaizens.filter((k) => allTeamIds.has(k.team_id)).length,
    },
  };
}
