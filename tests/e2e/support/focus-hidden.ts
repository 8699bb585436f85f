import type { Page } from 'playwright-core';

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

/**
 * From the page's last tab stop, Shift+Tab back `steps` times, without smooth scrolling (what
 * is looked at is where the focus ends up); each focused element that was out of sight.
 */
export async function focusHiddenUnderBars(page: Page, steps: number): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
  await page.emulateMedia({ reducedMotion: null });
  return hidden;
}
