import type { BrowserContext, Page } from 'playwright-core';
import policy from '@/config/content-security-policy.json';

/** The Content-Security-Policy index.html is served with (docs/deploy.md, section 5). */
export const CSP = policy.directives.join('; ');

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  /** The page's path and the script line that tripped it, to find the culprit. */
  at: string;
}

/**
 * Collects the page's Content-Security-Policy violations (the `securitypolicyviolation` events
 * and Chromium's console errors about the policy). The listener goes in through the DevTools
 * protocol, so the policy itself cannot block it.
 */
export async function watchCsp(context: BrowserContext, page: Page) {
  const violations: CspViolation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__qekCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __qekCspViolation: (v: CspViolation) => void })
        .__qekCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        at: `${location.pathname} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      consoleErrors.push(message.text());
    }
  });
  const ofKind = (kind: 'script' | 'style') =>
    violations.filter((violation) => violation.directive.startsWith(`${kind}-src`));
  return {
    violations,
    consoleErrors,
    scripts: () => [
      ...ofKind('script'),
      ...consoleErrors.filter((text) => /script/i.test(text) && !/style/i.test(text)),
    ],
    styles: () => ofKind('style'),
  };
}
