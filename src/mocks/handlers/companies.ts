import type { CompanyRow } from '../db/types';
import {
  findManagedCompany,
  isSuperadmin,
  requirePermission,
  requireSuperadmin,
  routeId,
} from '../http/access';
import { matchesSearch, readTableQuery, toPage } from '../http/paging';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { toDataUrl } from '../images/data-url';
import { toCompany, toCompanyRow } from '../serialize/company';
import { companyDocumentHandlers } from './company-documents';
import { companySiteHandlers } from './company-sites';
import { nextId } from './user-input';

const routes = createRoutes();
const COMPANY_NAME_MAX = 100;
const TRANSLATION_MAX = 5000;

/** Our choice of translatable company texts (docs/api.md), each sent as `{field}_{code}`. */
const TRANSLATABLE_FIELDS = ['welcome_text', 'about_text', 'contact_text'] as const;

function readCompanyInput({ db, body }: UserContext, existing?: CompanyRow) {
  const v = new Validator(body);
  const name = v.string('name', { required: !existing, max: COMPANY_NAME_MAX });
  const color = v.color('color');
  const clash = db.companies.some(
    (row) => row.id !== existing?.id && row.name.toLowerCase() === name?.toLowerCase(),
  );
  if (clash) v.fail('name', 'unique');
  return { v, name, color };
}

routes.get('*/api/company', ({ company }) => json(toCompany(company)));

routes.get('*/api/company/api-enabled', ({ company }) => json({ enabled: company.api_enabled }));

routes.get('*/api/company/company-configurator', (context) => {
  requirePermission(context, 'company configurator');
  const { db, company } = context;
  return json({
    company: toCompany(company),
    languages: db.languages.filter((language) => company.language_codes.includes(language.code)),
    translatable_fields: TRANSLATABLE_FIELDS,
  });
});

/** Dashboard counts per live team; drafts are nobody's business but their author's. */
routes.get('*/api/company/team-data', ({ db, company }) => {
  const teams = db.teams.filter((t) => t.company_id === company.id && t.deleted_at === null);
  const counts = new Map(teams.map((t) => [t.id, { open: 0, approved: 0, declined: 0 }]));
  for (const kaizen of db.kaizens) {
    const count = counts.get(kaizen.team_id);
    if (count && kaizen.status !== 'draft') count[kaizen.status] += 1;
  }
  return json(teams.map((t) => ({ team_id: t.id, team_name: t.name, ...counts.get(t.id) })));
});

routes.post('*/crud/company/table', (context) => {
  requirePermission(context, 'view company');
  const { db, user, body, url } = context;
  const query = readTableQuery(body, ['id', 'name']);
  const everyone = isSuperadmin(db, user);
  const rows = db.companies.filter(
    (c) => (everyone || c.id === user.company_id) && matchesSearch(query.filters.search, c.name),
  );
  const page = toPage(
    rows,
    query,
    { id: (c) => c.id, name: (c) => c.name },
    { field: 'name', dir: 'asc' },
  );
  const withMeta = (url.searchParams.get('append') ?? '').split(',').includes('meta_data');
  return json({ data: page.data.map((c) => toCompanyRow(db, c, withMeta)), total: page.total });
});

/** Our choice: only the superadmin founds companies (a company admin runs just their own). */
routes.post('*/api/company', (context) => {
  requireSuperadmin(context);
  const { db } = context;
  const { v, name, color } = readCompanyInput(context);
  v.done();
  const company: CompanyRow = {
    id: nextId(db.companies),
    name: must(name),
    code: must(name)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .slice(0, 30),
    color,
    logo_src: null,
    api_enabled: false,
    language_codes: ['nl', 'en'],
    sites: [],
    translations: {},
    created_at: new Date().toISOString(),
  };
  db.companies.push(company);
  return json(toCompany(company), 201);
});

routes.put('*/crud/company/:id', (context) => {
  requirePermission(context, 'view company');
  const company = findManagedCompany(context, routeId(context.params.id));
  const { v, name, color } = readCompanyInput(context, company);
  v.done();
  if (name) company.name = name;
  if (context.body.has('color')) company.color = color;
  return json(toCompany(company));
});

/** The configurator: colour, logo ('' removes it) and `{field}_{code}` texts ('' clears one). */
routes.put('*/api/company/:id', async (context) => {
  requirePermission(context, 'company configurator');
  const { body } = context;
  const company = findManagedCompany(context, routeId(context.params.id));
  const { v, name, color } = readCompanyInput(context, company);
  const logo = v.image('logo');
  const texts = TRANSLATABLE_FIELDS.flatMap((field) =>
    company.language_codes.map((code) => `${field}_${code}`),
  ).filter((key) => body.has(key));
  const values = texts.map((key) => [key, v.string(key, { max: TRANSLATION_MAX })] as const);
  v.done();
  if (name) company.name = name;
  if (body.has('color')) company.color = color;
  if (logo) company.logo_src = await toDataUrl(logo);
  else if (body.text('logo') === '') company.logo_src = null;
  for (const [key, value] of values) {
    if (value === null) delete company.translations[key];
    else company.translations[key] = value;
  }
  return json(toCompany(company));
});

export const companyHandlers = [
  ...routes.handlers,
  ...companySiteHandlers,
  ...companyDocumentHandlers,
];
