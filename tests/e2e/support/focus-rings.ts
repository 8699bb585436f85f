import type { Page } from 'playwright-core';

/**
 * Whether the focused element shows a ring of at least 2 px that reads at 3:1 or more against
 * the colour beside it, and that it did not show before it had the focus (WCAG 2.4.7, 1.4.11).
 * The ring may be drawn on the element, on the label after a hidden input, or on an ancestor
 * that draws it for its link (a card). Returns what is wrong, or null.
 */
function weakFocus(): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (!active.matches(':focus-visible')) return null;

  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
  };
  const lum = ([r, g, b]: Rgba) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  /** Px of ring that reads at 3:1 against `beside`: the outline, or border plus shadows. */
  const ring = (element: Element, beside: Rgba) => {
    const style = getComputedStyle(element);
    let outline = 0;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      if (contrast(over(parse(style.outlineColor), beside), beside) >= 3)
        outline = parseFloat(style.outlineWidth);
    }
    let shadow = 0;
    let covered = 0;
    if (style.boxShadow !== 'none') {
      for (const part of style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = part.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgb(0,0,0)';
        const sizes =
          part
            .replace(colour, '')
            .match(/-?[\d.]+px/g)
            ?.map(parseFloat) ?? [];
        if (part.includes('inset') || sizes[0] || sizes[1] || sizes[2]) continue;
        const spread = sizes[3] ?? 0;
        if (contrast(over(parse(colour), beside), beside) >= 3)
          shadow += Math.max(0, spread - covered);
        covered = Math.max(covered, spread);
      }
    }
    return {
      outline,
      shadow,
      border: style.borderTopColor,
      width: parseFloat(style.borderTopWidth),
    };
  };
  const candidates = [
    active,
    active.nextElementSibling,
    ...(active instanceof HTMLInputElement ? [...(active.labels ?? [])] : []),
    active.closest('.card'),
  ].filter((element): element is HTMLElement => element instanceof HTMLElement);
  // Beside the ring: the colour around the element, or its own where the ring is drawn inside it.
  const besideOf = (element: Element) =>
    parseFloat(getComputedStyle(element).outlineOffset) < 0
      ? backdrop(element)
      : backdrop(element.parentElement);
  const focused = candidates.map((element) => ring(element, besideOf(element)));
  active.blur();
  const before = candidates.map((element) => ring(element, besideOf(element)));
  active.focus({ preventScroll: true });
  for (const [index, now] of focused.entries()) {
    const then = before[index];
    const beside = besideOf(candidates[index]);
    const borderCounts =
      now.border !== then.border &&
      contrast(over(parse(now.border), beside), beside) >= 3 &&
      now.shadow > 0;
    const px = Math.max(
      now.outline - then.outline,
      now.shadow - then.shadow + (borderCounts ? now.width : 0),
    );
    if (px >= 2) return null;
  }
  const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30);
  const s = getComputedStyle(active);
  return `${active.tagName.toLowerCase()}.${[...active.classList].join('.')} "${name}": outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}, shadow ${s.boxShadow}`;
}

/**
 * Tabs `stops` times from the top of the page as it stands; each focused element whose ring is
 * missing, thinner than 2 px or under 3:1 (`weakFocus`), once.
 */
export async function weakFocusRings(page: Page, stops: number): Promise<string[]> {
  // Without transitions and smooth scrolling: what is looked at is where things end up.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const weak = new Set<string>();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(weakFocus);
    if (found) weak.add(found);
  }
  await page.emulateMedia({ reducedMotion: null });
  return [...weak];
}

/**
 * In forced colours (Windows high contrast) box-shadow rings are not drawn: the profile menu, the
 * first sort header and a pagination link each still show a 2 px outline when focused from the
 * keyboard. The page is the approved list at a desktop's width; the names of those without.
 */
export async function focusUnmarkedInForcedColours(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const targets = {
    profile: page.locator('.profile-menu__toggle'),
    sort: page.locator('th[aria-sort] button').first(),
    page: page.locator('.page-item:not(.disabled):not(.active) .page-link').first(),
  };
  const missing: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    await target.focus();
    // Focused by script after a key press: the browser treats it as keyboard focus.
    await page.keyboard.press('Shift');
    const drawn = await target.evaluate((element) => {
      const s = getComputedStyle(element);
      return {
        visible: element.matches(':focus-visible'),
        outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
      };
    });
    if (!drawn.visible || !drawn.outline) missing.push(name);
  }
  await page.emulateMedia({ forcedColors: null, reducedMotion: null });
  return missing;
}

/**
 * In forced colours the chosen view, the current page and the language in use still look other
 * than their neighbours: background, colour, border, outline or underline. The page is the
 * approved list at a desktop's width; each pair that looks alike, with both looks.
 */
export async function choicesAlikeInForcedColours(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const pairs = {
    view: ['.btn-group [aria-pressed="true"]', '.btn-group [aria-pressed="false"]'],
    page: ['.page-item.active .page-link', '.page-item:not(.active):not(.disabled) .page-link'],
    language: [
      '.language-flags__button[aria-pressed="true"]',
      '.language-flags__button[aria-pressed="false"]',
    ],
  };
  const alike: string[] = [];
  for (const [name, [chosen, other]] of Object.entries(pairs)) {
    const looks = await page.evaluate(
      ([a, b]) =>
        [a, b].map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return `missing ${selector}`;
          const s = getComputedStyle(element);
          return [
            s.backgroundColor,
            s.color,
            s.borderTopWidth,
            s.borderTopStyle,
            s.borderTopColor,
            s.outlineStyle,
            s.outlineWidth,
            s.textDecorationLine,
          ].join(' ');
        }),
      [chosen, other],
    );
    if (looks[0].startsWith('missing') || looks[1].startsWith('missing') || looks[0] === looks[1])
      alike.push(`${name}: ${looks.join(' | ')}`);
  }
  await page.emulateMedia({ forcedColors: null, reducedMotion: null });
  return alike;
}
