import type { z } from 'zod/mini';
import type {
  companyConfiguratorSchema,
  companyRowSchema,
  companySchema,
  teamDataSchema,
} from '@/api/schemas/company';
import { nextId } from './sequence';

type CompanyResponse = z.input<typeof companySchema>;
type CompanyRowResponse = z.input<typeof companyRowSchema>;
type CompanyConfiguratorResponse = z.input<typeof companyConfiguratorSchema>;
type TeamDataRowResponse = z.input<typeof teamDataSchema>[number];

/** A company without translated fields; add `{field}_{code}` keys as overrides. */
export function buildCompany(overrides: Partial<CompanyResponse> = {}): CompanyResponse {
  const id = nextId();
  return {
    id,
    name: `Company ${id}`,
    color: '#cc0000',
    logo_src: `/storage/logos/${id}.png`,
    api_enabled: false,
    ...overrides,
  };
}

/** A row of the company admin table, with the `meta_data` counts appended. */
export function buildCompanyRow(overrides: Partial<CompanyRowResponse> = {}): CompanyRowResponse {
  const id = nextId();
  return {
    id,
    name: `Company ${id}`,
    color: '#cc0000',
    logo_src: null,
    api_enabled: false,
    meta_data: { users_count: 0, teams_count: 0, kaizens_count: 0 },
    ...overrides,
  };
}

/** The configurator's data: a company and the languages it may translate into. */
export function buildCompanyConfigurator(
  overrides: Partial<CompanyConfiguratorResponse> = {},
): CompanyConfiguratorResponse {
  return {
    company: buildCompany(),
    languages: [
      { code: 'en', name: 'English', flag_src: '/images/flags/en.svg' },
      { code: 'de', name: 'Deutsch', flag_src: '/images/flags/de.svg' },
    ],
    translatable_fields: ['welcome_text'],
    ...overrides,
  };
}

/** One team's kaizen counts on the dashboard. */
export function buildTeamDataRow(
  overrides: Partial<TeamDataRowResponse> = {},
): TeamDataRowResponse {
  const id = nextId();
  return { team_id: id, team_name: `Team ${id}`, open: 0, approved: 0, declined: 0, ...overrides };
}
