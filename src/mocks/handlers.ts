import type { RequestHandler } from 'msw';

/** Every demo-backend handler, one module per resource (filled in by src/mocks/handlers/*). */
export const handlers: RequestHandler[] = [];
