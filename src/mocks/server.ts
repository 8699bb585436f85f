import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for tests (msw/node), the same handlers as the browser demo. */
export const server = setupServer(...handlers);
