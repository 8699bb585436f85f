import { z } from 'zod/mini';
import { request, spoofed } from './http';
import { pagedSchema } from './schemas/common';
import {
  apiEnabledSchema,
  companyConfiguratorSchema,
  companyRowSchema,
  companySchema,
  sitesSchema,
  teamDataSchema,
  type CompanyConfiguratorInput,
  type CompanyInput,
} from './schemas/company';
import { documentTitleSchema, type DocumentTitleInput } from './schemas/content';
import { toTableBody, type TableQuery } from './schemas/table';

/** POST /crud/company/table?append=meta_data */
export function fetchCompanyTable(query: TableQuery<{ search?: string }>) {
  return request(pagedSchema(companyRowSchema), {
    method: 'post',
    url: '/crud/company/table?append=meta_data',
    repeatable: true,
    data: toTableBody(query),
  });
}

/** GET /api/company/company-documents: the company's document titles with their documents. */
export function fetchCompanyDocuments() {
  return request(z.array(documentTitleSchema), {
    method: 'get',
    url: '/api/company/company-documents',
  });
}

/** POST /api/company/document-title */
export function createCompanyDocumentTitle(input: DocumentTitleInput) {
  return request(documentTitleSchema, {
    method: 'post',
    url: '/api/company/document-title',
    data: input,
  });
}

/** POST /api/company (spec: `/api/company/`; sent without the slash, docs/api.md) */
export function createCompany(input: CompanyInput) {
  return request(companySchema, { method: 'post', url: '/api/company', data: input });
}

/** PUT /crud/company/{id}: the admin list's edit of name and colour. */
export function updateCompanyRecord(id: number, input: CompanyInput) {
  return request(companySchema, { method: 'put', url: `/crud/company/${id}`, data: input });
}

/** PUT /api/company/{id}: the configurator's save (multipart for the logo, so spoofed). */
export function saveCompanyConfiguration(id: number, input: CompanyConfiguratorInput) {
  return spoofed(companySchema, 'PUT', `/api/company/${id}`, input);
}

/** GET /api/company: the signed-in user's company. */
export function fetchCompany() {
  return request(companySchema, { method: 'get', url: '/api/company' });
}

/** GET /api/company/api-enabled */
export function fetchApiEnabled() {
  return request(apiEnabledSchema, { method: 'get', url: '/api/company/api-enabled' });
}

/** GET /api/company/company-configurator */
export function fetchCompanyConfigurator() {
  return request(companyConfiguratorSchema, {
    method: 'get',
    url: '/api/company/company-configurator',
  });
}

/** GET /api/company/team-data */
export function fetchTeamData() {
  return request(teamDataSchema, { method: 'get', url: '/api/company/team-data' });
}

const sitesUrl = (companyId: number) => `/api/company/${companyId}/sites`;

/** GET /api/company/{id}/sites */
export function fetchSites(companyId: number) {
  return request(sitesSchema, { method: 'get', url: sitesUrl(companyId) });
}

/** POST /api/company/{id}/sites with the new name; answers with the updated list. */
export function addSite(companyId: number, name: string) {
  return request(sitesSchema, { method: 'post', url: sitesUrl(companyId), data: { name } });
}

/** PUT /api/company/{id}/sites with the old and new name. */
export function renameSite(companyId: number, oldName: string, newName: string) {
  return request(sitesSchema, {
    method: 'put',
    url: sitesUrl(companyId),
    data: { old: oldName, new: newName },
  });
}

/** DELETE /api/company/{id}/sites with the name in the body. */
export function deleteSite(companyId: number, name: string) {
  return request(sitesSchema, { method: 'delete', url: sitesUrl(companyId), data: { name } });
}
