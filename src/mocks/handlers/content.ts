import type { DocumentRow, PatchNoteRow } from '../db/types';
import { isSuperadmin, requirePermission, requireSuperadmin, routeId } from '../http/access';
import { forbidden, invalidField, notFound } from '../http/errors';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { toDataUrl } from '../images/data-url';
import { documentTitlesOf } from '../serialize/content';
import { DOCUMENT_TITLE_MAX } from './company-documents';
import { nextId } from './user-input';

const routes = createRoutes();
const HTML_MAX = 50_000;

function readPatchNote({ body }: UserContext) {
  const v = new Validator(body);
  const version = v.string('version', { max: 20 }) ?? '';
  const title = v.string('title', { required: true, max: 150 });
  const html = v.string('body', { required: true, max: HTML_MAX });
  v.done();
  return { version, title: must(title), body: must(html) };
}

routes.get('*/crud/update', ({ db }) => json(db.patchNotes));

/** Our choice: patch notes describe the product, so only the superadmin writes them. */
routes.post('*/crud/update', (context) => {
  requireSuperadmin(context);
  const note: PatchNoteRow = {
    id: nextId(context.db.patchNotes),
    ...readPatchNote(context),
    created_at: new Date().toISOString(),
  };
  context.db.patchNotes.push(note);
  return json(note, 201);
});

routes.put('*/crud/update/:id', (context) => {
  requireSuperadmin(context);
  const note = context.db.patchNotes.find((row) => row.id === routeId(context.params.id));
  if (!note) throw notFound();
  Object.assign(note, readPatchNote(context));
  return json(note);
});

/** Images for the rich-text editors of the configurator and the documentation. */
const EDITORS = ['company configurator', 'view document title'];

async function readEditorImage({ body }: UserContext): Promise<string> {
  const v = new Validator(body);
  const image = v.image('image');
  if (!image && !v.has('image')) v.fail('image', 'required');
  v.done();
  return toDataUrl(must(image));
}

routes.get('*/crud/editor_image', (context) => {
  requirePermission(context, ...EDITORS);
  return json(context.db.editorImages);
});

routes.post('*/crud/editor_image', async (context) => {
  requirePermission(context, ...EDITORS);
  const row = { id: nextId(context.db.editorImages), src: await readEditorImage(context) };
  context.db.editorImages.push(row);
  return json(row, 201);
});

routes.put('*/crud/editor_image/:id', async (context) => {
  requirePermission(context, ...EDITORS);
  const row = context.db.editorImages.find((image) => image.id === routeId(context.params.id));
  if (!row) throw notFound();
  row.src = await readEditorImage(context);
  return json(row);
});

/** Product documentation (help/documentation), shared by every company. */
routes.get('*/crud/document-title', (context) => {
  requirePermission(context, 'view document', 'view document title');
  return json(documentTitlesOf(context.db, null));
});

/**
 * A document under a title: company titles are edited by that company, product titles only by
 * the superadmin. A title the user cannot reach reads as unknown (422), as Laravel's `exists`.
 */
function readDocument(context: UserContext) {
  const { db, body, user } = context;
  const v = new Validator(body);
  const titleId = v.integer('document_title_id', true);
  const title = v.string('title', { required: true, max: DOCUMENT_TITLE_MAX });
  const html = v.string('body', { max: HTML_MAX }) ?? '';
  v.done();
  const parent = db.documentTitles.find((row) => row.id === titleId);
  if (!parent || (parent.company_id !== null && parent.company_id !== user.company_id)) {
    throw invalidField('document_title_id', 'in');
  }
  if (parent.company_id === null && !isSuperadmin(db, user)) throw forbidden();
  return { document_title_id: parent.id, title: must(title), body: html };
}

routes.post('*/crud/document', (context) => {
  requirePermission(context, 'view document title');
  const document: DocumentRow = { id: nextId(context.db.documents), ...readDocument(context) };
  context.db.documents.push(document);
  return json(document, 201);
});

routes.put('*/crud/document/:id', (context) => {
  requirePermission(context, 'view document title');
  const { db, user } = context;
  const document = db.documents.find((row) => row.id === routeId(context.params.id));
  const parent = document && db.documentTitles.find((row) => row.id === document.document_title_id);
  const reachable = parent && (parent.company_id === null || parent.company_id === user.company_id);
  if (!document || !reachable) throw notFound();
  Object.assign(document, readDocument(context));
  return json(document);
});

export const contentHandlers = routes.handlers;
