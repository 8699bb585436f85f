import type { DocumentTitleRow } from '../db/types';
import { requirePermission } from '../http/access';
import { createRoutes, json } from '../http/route';
import { Validator, must } from '../http/validate';
import { documentTitlesOf, toDocumentTitle } from '../serialize/content';
import { nextId } from './user-input';

const routes = createRoutes();
export const DOCUMENT_TITLE_MAX = 150;

/** The company's own documents (house rules, handbooks); product help is /crud/document-title. */
routes.get('*/api/company/company-documents', (context) => {
  requirePermission(context, 'view document', 'view document title', 'company configurator');
  return json(documentTitlesOf(context.db, context.company.id));
});

routes.post('*/api/company/document-title', (context) => {
  requirePermission(context, 'view document title', 'company configurator');
  const { db, body, company } = context;
  const v = new Validator(body);
  const title = v.string('title', { required: true, max: DOCUMENT_TITLE_MAX });
  const index = v.integer('index', true);
  if (index !== null && index < 0) v.fail('index', 'numeric_min', { min: 0 });
  v.done();
  const row: DocumentTitleRow = {
    id: nextId(db.documentTitles),
    company_id: company.id,
    title: must(title),
    index: must(index),
  };
  db.documentTitles.push(row);
  return json(toDocumentTitle(db, row), 201);
});

export const companyDocumentHandlers = routes.handlers;
