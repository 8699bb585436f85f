import type { RequestHandler } from 'msw';
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

/** Every demo-backend handler, one module per resource (src/mocks/handlers/*). */
export const handlers: RequestHandler[] = [
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
