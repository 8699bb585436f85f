import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

/**
 * WCAG 2.4.11: the focused element is at least partly in view, not under the sticky top bar nor
 * under a bar fixed at the bottom. Looked at the way a person sees it: some point of the element
 * (or of the label that draws a hidden input) is the topmost thing there.
 */
function coveredFocus(): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const drawn =
    active instanceof HTMLInputElement && active.labels?.length && active.offsetWidth <= 1
      ? active.labels[0]
      : active;
  if (!drawn) return null;
  const box = drawn.getBoundingClientRect();
  const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
  if (box.width === 0 || box.height === 0) return null;
  const xs = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => box.left + box.width * f);
  const ys = [0.15, 0.5, 0.85].map((f) => box.top + box.height * f);
  for (const x of xs)
    for (const y of ys) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && (drawn.contains(top) || top.contains(drawn))) return null;
    }
  return `${name} at ${Math.round(box.top)}..${Math.round(box.bottom)} of ${innerHeight}`;
}

/** From the page's last tab stop, Shift+Tab back `steps` times; what ended up out of sight. */
async function walkBack(page: Page, steps: number): Promise<string[]> {
  await page.evaluate(() => {
    const stops = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button:not(:disabled), main input:not(:disabled):not([type="hidden"]), main select, main textarea, main [tabindex="0"]',
      ),
    ].filter((element) => element.offsetParent !== null || element.getClientRects().length > 0);
    stops.at(-1)?.focus();
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const hidden: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const covered = await page.evaluate(coveredFocus);
    if (covered) hidden.push(covered);
  }
  return hidden;
}

const pages = [
  { persona: 'lead@kaizen.demo', path: '/kaizen/approved', steps: 60 },
  { persona: 'lead@kaizen.demo', path: '/home', steps: 40 },
  { persona: 'lead@kaizen.demo', path: '/help/faq', steps: 30 },
  { persona: 'lead@kaizen.demo', path: '/kaizen/new', steps: 30 },
  { persona: 'admin@kaizen.demo', path: '/user', steps: 60 },
];

describe('the focused element is never hidden under the top bar or a bottom bar (WCAG 2.4.11)', () => {
  for (const [label, viewport] of [
    ['1280 px', { width: 1280, height: 900 }],
    ['400 % zoom (320 px)', { width: 320, height: 256 }],
  ] as const) {
    test(`Shift+Tab through long pages at ${label}`, async () => {
      const found: Record<string, string[]> = {};
      for (const { persona, path, steps } of pages) {
        const { page, context } = await newPage(browser());
        // Without smooth scrolling: what is looked at is where the focus ends up.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // Without transitions and smooth scrolling: what is looked at is where things end up.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize(viewport);
        await signIn(page, persona);
        await visitSettled(page, path);
        const hidden = await walkBack(page, steps);
        if (hidden.length > 0) found[path] = hidden;
        await context.close();
      }
      expect(found).toEqual({});
    });
  }
});
