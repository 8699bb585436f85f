/**
 * The one HTTP client (docs/architecture.md, "Layers"), one job per module in `./http/`: the
 * axios instance and its interceptors (`client`), the locale header (`locale`), the token
 * renewal after a 419 (`csrf-renewal`), who hears of expired sessions and refusals
 * (`listeners`), the count of requests under way (`request-count`), session writes that run
 * alone (`session-turn`), the idempotent re-send (`exchange`), answers checked by a schema (`request`, `invalid-response`), long lists read in
 * steps (`request-list`) and Laravel's form data (`form-data`).
 */
export { http } from './http/client';
export { toFormData, type FormValue } from './http/form-data';
export { onForbidden, onSavedUnreadable, onSessionExpired } from './http/listeners';
export { setRequestLocale } from './http/locale';
export { preparePageOutliving } from './http/page-outliving';
export { request, spoofed, type SendOptions } from './http/request';
export { isRequestUnderway, whenNoRequestUnderway } from './http/request-count';
export { requestList } from './http/request-list';
export { endCallsUnderWay, forgetTurns, readsWaitTiming } from './http/session-turn';
