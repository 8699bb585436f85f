/**
 * What a journey looks for, by role and accessible name as a user and a screen reader see the
 * page, in any engine: Playwright's getByRole exists in Chromium's test tool only, so this small
 * subset runs inside the page itself (WebDriver's and BiDi's script evaluation both take it).
 */
export interface Target {
  role?: string;
  /** The accessible name: exact after collapsing white space, or a pattern. */
  name?: string | RegExp;
  /** A CSS selector instead of, or on top of, the role. */
  css?: string;
  /** Text the element contains (for plain text: `{ text }` alone matches the smallest element). */
  text?: string;
  /** The nth visible match (0 first) instead of the first. */
  nth?: number;
  /** Looked for inside the first visible match of this. */
  within?: Target;
}

/** A target as it crosses into the page: patterns do not survive serialisation. */
export interface SentTarget {
  role?: string;
  name?: string;
  namePattern?: [string, string];
  css?: string;
  text?: string;
  nth?: number;
  within?: SentTarget;
}

export function toSent(target: Target): SentTarget {
  const { name, within, ...rest } = target;
  return {
    ...rest,
    ...(name instanceof RegExp
      ? { namePattern: [name.source, name.flags] as [string, string] }
      : name !== undefined
        ? { name }
        : {}),
    ...(within ? { within: toSent(within) } : {}),
  };
}

export function describeTarget(target: Target): string {
  const own = [
    target.role && `role=${target.role}`,
    target.name !== undefined && `name=${String(target.name)}`,
    target.css && `css=${target.css}`,
    target.text && `text=${target.text}`,
    target.nth !== undefined && `nth=${target.nth}`,
  ]
    .filter(Boolean)
    .join(' ');
  return target.within ? `${describeTarget(target.within)} >> ${own}` : own;
}

/**
 * Runs in the page: the first visible element matching `target`, or null. Self-contained (it
 * is sent as source text), so it may use nothing from this module.
 */
export function locateInPage(target: SentTarget): Element | null {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    // Under a closed <details> (but its summary): Firefox still lays such content out.
    const closed = el.closest('details:not([open])');
    if (closed && !closed.querySelector(':scope > summary')?.contains(el)) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const textboxTypes = ['', 'text', 'email', 'search', 'tel', 'url', 'number'];
  const implicitRole = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
    switch (tag) {
      case 'a':
        return el.hasAttribute('href') ? 'link' : null;
      case 'button':
        return 'button';
      case 'summary':
        return 'button';
      case 'input':
        if (['button', 'submit', 'reset'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        return textboxTypes.includes(type) ? 'textbox' : null;
      case 'textarea':
        return 'textbox';
      case 'select':
        return 'combobox';
      case 'img':
        return 'img';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'article':
        return 'article';
      case 'ul':
      case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'dialog':
        return 'dialog';
      case 'section':
        return named ? 'region' : null;
      case 'form':
        return named ? 'form' : null;
      default:
        return /^h[1-6]$/.test(tag) ? 'heading' : null;
    }
  };
  const roleOf = (el: Element) => el.getAttribute('role')?.split(' ')[0] ?? implicitRole(el);
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => collapse(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return collapse(byIds(labelledBy));
    const label = el.getAttribute('aria-label');
    if (label) return collapse(label);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      const labels = Array.from(el.labels ?? []).map((l) => collapse(l.textContent));
      if (labels.length > 0) return labels.join(' ');
    }
    if (el instanceof HTMLImageElement) return collapse(el.alt);
    if (el instanceof HTMLTableElement && el.caption) return collapse(el.caption.textContent);
    const role = roleOf(el);
    if (['button', 'link', 'heading', 'listitem', 'row', 'option', 'tab'].includes(role ?? '')) {
      return collapse(el.textContent);
    }
    return collapse(el.getAttribute('title'));
  };
  const matches = (el: Element, t: SentTarget) => {
    if (t.css && !el.matches(t.css)) return false;
    if (t.role && roleOf(el) !== t.role) return false;
    if (t.name !== undefined && nameOf(el) !== t.name) return false;
    if (t.namePattern && !new RegExp(t.namePattern[0], t.namePattern[1]).test(nameOf(el))) {
      return false;
    }
    if (t.text !== undefined && !collapse(el.textContent).includes(t.text)) return false;
    return visible(el);
  };
  const find = (root: ParentNode, t: SentTarget): Element | null => {
    const scope = t.within ? find(root, t.within) : root;
    if (!scope) return null;
    const found = Array.from(scope.querySelectorAll(t.css ?? '*')).filter((el) => matches(el, t));
    // Text alone: the innermost element holding it, not every ancestor of it.
    if (!t.role && !t.css && t.text !== undefined) {
      return found.find((el) => !found.some((other) => other !== el && el.contains(other))) ?? null;
    }
    return found[t.nth ?? 0] ?? null;
  };
  return find(document, target);
}

/**
 * Runs in the page: where a click on `el` would land now (its box's centre) and whether it
 * would reach `el` there, not something above it, and nothing moves it: no transition or
 * animation of its own or of what holds it is running, and none of them is see-through still (a
 * dialog not yet told to fade in, which will slide as it does). Clicks wait until two of these
 * agree, as Playwright's do. Two looks alone were seen agreeing on a busy machine before the
 * dialog started to slide, and the click then landed on the dialog's text.
 */
export function clickPointInPage(el: Element): { x: number; y: number; reaches: boolean } {
  const centre = () => {
    const box = el.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  const outside = ({ x, y }: { x: number; y: number }) =>
    x < 0 || y < 0 || x > innerWidth || y > innerHeight;
  // At once: Bootstrap scrolls smoothly, and on a busy machine two polls could fall between
  // two frames of that scroll, so the driver clicked where the target no longer was.
  if (outside(centre())) {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  }
  const { x, y } = centre();
  const hit = document.elementFromPoint(x, y);
  const label = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
  const moving = document.getAnimations().some((animation) => {
    const effect = animation.effect;
    const target = effect instanceof KeyframeEffect ? effect.target : null;
    // One that never ends (a spinner beside it) moves nothing a click needs.
    const ends = effect?.getComputedTiming().endTime !== Infinity;
    return animation.playState === 'running' && ends && target !== null && target.contains(el);
  });
  let unseen = false;
  for (let node: Element | null = el; node && !unseen; node = node.parentElement) {
    unseen = getComputedStyle(node).opacity === '0';
  }
  const reaches =
    !moving &&
    !unseen &&
    hit !== null &&
    (el.contains(hit) || label.some((l) => l.contains(hit)) || hit.contains(el));
  return { x, y, reaches };
}
