/** Where the page's own record of its errors is kept, in the tab's sessionStorage. */
export const ENGINE_ERRORS_KEY = 'qek-engine-errors';

/**
 * Classic WebDriver, all WebKitGTK offers, has no console and no page errors to listen to. This
 * script, loaded before the app's own in the WebKit journeys' copy of the build
 * (../global-setup.ts), keeps them: uncaught errors, unhandled rejections, console.error,
 * resources that failed to load (not those a page being left cancels) and
 * Content-Security-Policy violations. What the browser says
 * on its own console without an event (a failed fetch, say) it cannot see.
 */
export const PAGE_ERRORS_SCRIPT = `(() => {
  const key = ${JSON.stringify(ENGINE_ERRORS_KEY)};
  const keep = (text) => {
    try {
      const seen = JSON.parse(sessionStorage.getItem(key) || '[]');
      seen.push(text + ' (' + location.pathname + ')');
      sessionStorage.setItem(key, JSON.stringify(seen));
    } catch {
      // Storage unavailable: nothing to keep it in.
    }
  };
  const error = console.error;
  console.error = (...args) => {
    keep('console: ' + args.map(String).join(' '));
    error.apply(console, args);
  };
  // A page that is being left (a sign-out loads /login at once) cancels what it was still
  // fetching ahead; WebKit reports each as a failed resource. Those are not failures.
  let leaving = false;
  addEventListener('beforeunload', () => {
    leaving = true;
  });
  addEventListener('error', (event) => {
    const source = event.target && event.target !== window ? event.target.src || event.target.href : '';
    if (source && leaving) return;
    keep(source ? 'resource: ' + source : 'page: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => keep('page: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    keep('csp: ' + event.effectiveDirective + ' ' + event.blockedURI),
  );
})();
`;
