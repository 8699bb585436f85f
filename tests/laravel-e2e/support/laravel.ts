import type { Browser } from 'playwright-core';
import { baseUrl, newPage } from '../../e2e/support/browser';
import { watchCsp } from '../../e2e/support/csp';

async function control(method: 'GET' | 'POST', path: string, base = baseUrl()): Promise<Response> {
  const response = await fetch(`${base}/__test${path}`, {
    method,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} /__test${path} failed: ${response.status}`);
  return response;
}

/** A fresh SQLite seed, and every session forgotten; of the app at `base` if given. */
export async function resetLaravel(base?: string): Promise<void> {
  await control('POST', '/reset', base);
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

/** The link in the last password-reset mail Laravel wrote (to its log) for `email`. */
export async function resetLink(email: string): Promise<string> {
  const response = await control('GET', `/password/link?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { url: string };
  return body.url;
}

/**
 * A fresh context and page (tests/e2e's newPage) that also records CSP violations, and counts
 * the console's errors among the page's errors: a file of the build the server fails (a 500, a
 * wrong type) shows there first. The browser's report of an API answer is not one: the app
 * reads a 401 or a 422 itself.
 */
export async function openPage(browser: Browser, options?: Parameters<typeof newPage>[1]) {
  const opened = await newPage(browser, options);
  const csp = await watchCsp(opened.context, opened.page);
  opened.page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { pathname } = new URL(message.location().url || baseUrl());
    const apiAnswer = message.text().startsWith('Failed to load resource') && !isStatic(pathname);
    if (!apiAnswer) opened.errors.push(`console: ${message.text()} (${pathname})`);
  });
  return { ...opened, csp };
}

/** Files the web server serves itself: the build and the uploads. */
const isStatic = (pathname: string) => /^\/(build|storage)\//.test(pathname);

/** Holds the next request to `path` (no leading slash) for `ms` between its session's read and write. */
export async function slowNextRequest(path: string, ms: number): Promise<void> {
  await control('POST', `/slow-next?path=${encodeURIComponent(path)}&ms=${ms}`);
}
