import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage } from '../../e2e/support/browser';

async function control(method: 'GET' | 'POST', path: string): Promise<Response> {
  const response = await fetch(`${baseUrl()}/__test${path}`, {
    method,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} /__test${path} failed: ${response.status}`);
  return response;
}

/** A fresh SQLite seed, and every session forgotten. */
export async function resetLaravel(): Promise<void> {
  await control('POST', '/reset');
}

/** Ends every server session at once (a timeout, a restart): the browser's cookies go stale. */
export async function endAllSessions(): Promise<void> {
  await control('POST', '/sessions/flush');
}

/** An admin takes a role away from a user while that user is signed in elsewhere. */
export async function removeRole(email: string, role: string): Promise<void> {
  await control('POST', `/users/${encodeURIComponent(email)}/roles/${role}/remove`);
}

/** The id of a seeded kaizen, found by its title. */
export async function kaizenId(title: string): Promise<number> {
  const response = await control('GET', `/kaizens/id?title=${encodeURIComponent(title)}`);
  const body = (await response.json()) as { id: number };
  return body.id;
}

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects the page's Content-Security-Policy violations (the `securitypolicyviolation` events
 * and Chromium's console errors about the policy). The listener goes in through the DevTools
 * protocol, so the policy itself cannot block it.
 */
async function watchCsp(context: BrowserContext, page: Page) {
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

/** A fresh context and page (tests/e2e's newPage) that also records CSP violations. */
export async function openPage(browser: Browser) {
  const opened = await newPage(browser);
  const csp = await watchCsp(opened.context, opened.page);
  return { ...opened, csp };
}
