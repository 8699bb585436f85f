import { getResponse, http, matchRequestUrl, type HttpHandler } from 'msw';

/**
 * Whether `handler` may answer `request`, read as msw reads it: a method by name (any case) or
 * pattern (`http.all`), a path by pattern. A custom predicate is msw's to judge: kept.
 */
function mayMatch({ info: { method, path } }: HttpHandler, request: Request, url: URL): boolean {
  const methodMatches =
    typeof method === 'string'
      ? method.toUpperCase() === request.method
      : method.test(request.method);
  return methodMatches && (typeof path === 'function' || matchRequestUrl(url, path).matches);
}

/**
 * The handlers behind one msw handler that hands a request only to those whose method and path
 * match it. msw tries its handlers one by one, and each first reads the request's cookies and
 * adds them to its Cookie header again: a request to the demo's hundredth route was parsed a
 * hundred times with a header grown a hundredfold, in the jsdom tests and on the browser demo's
 * main thread alike. In front of them, the order of the handlers that match still decides.
 */
export function dispatched(handlers: readonly HttpHandler[]): HttpHandler {
  return http.all('*', ({ request }) => {
    const url = new URL(request.url);
    const matching = handlers.filter((handler) => mayMatch(handler, request, url));
    return matching.length > 0 ? getResponse(matching, request) : undefined;
  });
}
