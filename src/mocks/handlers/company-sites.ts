import { findManagedCompany, requirePermission, routeId } from '../http/access';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';

const routes = createRoutes();
const SITE_NAME_MAX = 100;

const siteCompany = (context: UserContext) =>
  findManagedCompany(context, routeId(context.params.id));

const taken = (sites: string[], name: string | null, except?: string | null) =>
  name !== null &&
  sites.some((site) => site.toLowerCase() === name.toLowerCase() && site !== except);

routes.get('*/api/company/:id/sites', (context) => json(siteCompany(context).sites));

routes.post('*/api/company/:id/sites', (context) => {
  requirePermission(context, 'company configurator');
  const company = siteCompany(context);
  const v = new Validator(context.body);
  const name = v.string('name', { required: true, max: SITE_NAME_MAX });
  if (taken(company.sites, name)) v.fail('name', 'unique');
  v.done();
  company.sites.push(must(name));
  return json(company.sites, 201);
});

routes.put('*/api/company/:id/sites', (context) => {
  requirePermission(context, 'company configurator');
  const company = siteCompany(context);
  const v = new Validator(context.body);
  const oldName = v.string('old', { required: true });
  const newName = v.string('new', { required: true, max: SITE_NAME_MAX });
  if (oldName !== null && !company.sites.includes(oldName)) v.fail('old', 'in');
  if (taken(company.sites, newName, oldName)) v.fail('new', 'unique');
  v.done();
  company.sites = company.sites.map((site) => (site === oldName ? must(newName) : site));
  return json(company.sites);
});

routes.delete('*/api/company/:id/sites', (context) => {
  requirePermission(context, 'company configurator');
  const company = siteCompany(context);
  const v = new Validator(context.body);
  const name = v.string('name', { required: true });
  if (name !== null && !company.sites.includes(name)) v.fail('name', 'in');
  v.done();
  company.sites = company.sites.filter((site) => site !== name);
  return json(company.sites);
});

export const companySiteHandlers = routes.handlers;
