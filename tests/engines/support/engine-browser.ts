import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { baseUrl, resetDemo } from '../../e2e/support/browser';
import { engineName } from './context';
import { withDeadlines, type EngineBrowser, type EnginePage } from './engine-page';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/** Where a failed journey leaves a picture of its last screen. */
const FAILURES = join('node_modules', '.cache', 'engine-failures');

/**
 * The engine this project runs (vite.config.ts), launched once for a file, the demo backend put
 * back to its seed before each journey. Returns `journey`, which runs one journey in a fresh
 * page and fails it on any console or page error, and `open` for a bare page.
 */
export function engineJourneys() {
  const engine = engineName();
  let browser: EngineBrowser | undefined;
  beforeAll(async () => {
    browser = await (engine === 'firefox' ? launchFirefox : launchWebKit)(baseUrl());
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetDemo();
  });

  /** A page of this engine's, for a test that checks the harness itself. */
  const open = async () => {
    if (!browser) throw new Error('the engine did not start');
    return withDeadlines(await browser.newPage());
  };

  const journey = (name: string, steps: (page: EnginePage) => Promise<void>) => {
    test(`${name} (${engine})`, async () => {
      const page = await open();
      let passed = false;
      try {
        await steps(page);
        passed = true;
      } catch (error) {
        mkdirSync(FAILURES, { recursive: true });
        const file = join(FAILURES, `${engine}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
        await page.screenshot(file).catch(() => undefined);
        throw error;
      } finally {
        const errors = await page.errors().catch((error: unknown) => [String(error)]);
        await page.close().catch(() => undefined);
        // After a failed step the errors say why, beside the step's own error.
        if (passed) expect(errors, 'console and page errors').toEqual([]);
        else if (errors.length > 0) console.error(`errors in the page:\n${errors.join('\n')}`);
      }
    });
  };
  return { journey, open };
}
