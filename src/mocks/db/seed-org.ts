import { ROLE_NAMES, ROLE_PERMISSIONS } from './permissions';
import { daysBefore } from './prng';
import type { CompanyRow, LanguageRow, RoleRow, TeamRow } from './types';

/** Built assets (flags, logo) are served under /build/ (spec §9). */
const ASSET_BASE = '/build/';
export const DEMO_PASSWORD = 'kaizen';
export const DEMO_COMPANY_ID = 1;

export const seedLanguages = (): LanguageRow[] => [
  { code: 'nl', name: 'Nederlands', flag_src: `${ASSET_BASE}flags/nl.png` },
  { code: 'en', name: 'English', flag_src: `${ASSET_BASE}flags/en.png` },
];

export function seedCompanies(now: number): CompanyRow[] {
  return [
    {
      id: DEMO_COMPANY_ID,
      name: 'Noordhaven Verpakkingen B.V.',
      code: 'NOORDHAVEN',
      color: '#0b63c5',
      logo_src: `${ASSET_BASE}images/demo-logo.png`,
      api_enabled: false,
      language_codes: ['nl', 'en'],
      sites: ['Rotterdam', 'Eindhoven', 'Zwolle'],
      translations: {
        welcome_text_nl: 'Welkom bij Noordhaven! Elke kleine verbetering telt.',
        welcome_text_en: 'Welcome to Noordhaven! Every small improvement counts.',
        about_text_nl: 'Noordhaven maakt duurzame verpakkingen op drie locaties.',
        about_text_en: 'Noordhaven makes sustainable packaging at three sites.',
        contact_text_nl: 'Vragen? Mail kaizen@noordhaven.example of bel 010 123 45 67.',
        contact_text_en: 'Questions? Mail kaizen@noordhaven.example or call +31 10 123 45 67.',
      },
      created_at: daysBefore(now, 800),
    },
  ];
}

export const seedRoles = (): RoleRow[] =>
  (Object.keys(ROLE_NAMES) as (keyof typeof ROLE_NAMES)[]).map((key, index) => ({
    id: index + 1,
    name: ROLE_NAMES[key],
    permissions: [...ROLE_PERMISSIONS[key]],
    is_assignable: key !== 'superadmin',
  }));

export const ROLE_ID = { superadmin: 1, admin: 2, teamleader: 3, employee: 4 } as const;

export const TEAM_ID = {
  production: 1,
  logistics: 2,
  quality: 3,
  maintenance: 4,
  office: 5,
  workshop: 6,
} as const;

export function seedTeams(now: number): TeamRow[] {
  const team = (id: number, name: string, extra: Partial<TeamRow> = {}): TeamRow => ({
    id,
    company_id: DEMO_COMPANY_ID,
    name,
    print_enabled: false,
    deleted_at: null,
    created_at: daysBefore(now, 700),
    ...extra,
  });
  return [
    team(TEAM_ID.production, 'Productie', { print_enabled: true }),
    team(TEAM_ID.logistics, 'Logistiek'),
    team(TEAM_ID.quality, 'Kwaliteit'),
    team(TEAM_ID.maintenance, 'Onderhoud'),
    team(TEAM_ID.office, 'Kantoor & Inkoop'),
    team(TEAM_ID.workshop, 'Oude werkplaats', { deleted_at: daysBefore(now, 40) }),
  ];
}
