import type { Page } from 'playwright-core';
import { visitSettled } from './settled';

/** One check of a page where it stands: what it found wrong, readably; empty when nothing. */
export interface PageCheck {
  /** What it checks, as a failure names it. */
  name: string;
  /** Whether it runs on the page at `url`; on every page when left out. */
  on?: (url: string) => boolean;
  run: (page: Page, url: string) => Promise<string[]>;
}

/** What the checks found, by page and then by check; `{}` when every page passes every check. */
export type Findings = Record<string, Record<string, string[]>>;

/** Runs on the page at `url`, as it stands, each of `checks` that applies there; adds what they find. */
export async function checkPage(
  page: Page,
  url: string,
  checks: readonly PageCheck[],
  findings: Findings,
): Promise<void> {
  for (const check of checks) {
    if (check.on && !check.on(url)) continue;
    const found = await check.run(page, url);
    if (found.length > 0) (findings[url] ??= {})[check.name] = found;
  }
}

/** Loads each of `urls` once and runs `checks` on it; what they found. */
export async function checkPages(
  page: Page,
  urls: readonly string[],
  checks: readonly PageCheck[],
): Promise<Findings> {
  const findings: Findings = {};
  for (const url of urls) {
    await visitSettled(page, url);
    await checkPage(page, url, checks, findings);
  }
  return findings;
}
