import type { HttpHandler, RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { companyHandlers } from './handlers/companies';
import { contentHandlers } from './handlers/content';
import { kaizenHandlers } from './handlers/kaizens';
import { languageHandlers } from './handlers/language';
import { roleHandlers } from './handlers/roles';
import { sessionHandlers } from './handlers/session';
import { storageHandlers } from './handlers/storage';
import { teamHandlers } from './handlers/teams';
import { userHandlers } from './handlers/users';
import { dispatched } from './http/dispatch';
import { idempotent } from './http/idempotency';

const resourceHandlers: HttpHandler[] = [
  ...sessionHandlers,
  ...languageHandlers,
  ...authHandlers,
  ...userHandlers,
  ...teamHandlers,
  ...roleHandlers,
  ...kaizenHandlers,
  ...companyHandlers,
  ...contentHandlers,
  ...storageHandlers,
];

const resources = dispatched(resourceHandlers);

/**
 * Every demo-backend handler, one module per resource (src/mocks/handlers/*), behind the
 * idempotency of writes that carry a key.
 */
export const handlers: RequestHandler[] = [idempotent([resources]), resources];
