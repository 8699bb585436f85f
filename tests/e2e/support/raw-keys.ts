import type { Page } from 'playwright-core';

/**
 * What on the page looks like a translation key or a template left unfilled: a word of lower
 * case letters and underscores, dotted at least once ("status.approved", "notices.toggle"),
 * every part two letters or more so that Dutch abbreviations ("o.a.") pass, or "{{name}}".
 * Domains and file names are not keys. Read from the text, the labels, titles, placeholders and
 * alternative texts, and the tab's title.
 */
export function translationKeysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY =
      /(?:^|[\s("'])((?:[a-z][a-z0-9]*(?:_[a-z0-9]+)*)(?:\.[a-z][a-z0-9]*(?:_[a-z0-9]+)*)+)(?=$|[\s)"',:;!?]|\.(?:\s|$))/g;
    const NOT_KEYS =
      /\.(com|nl|org|net|io|test|demo|local|json|png|jpe?g|webp|gif|pdf|csv|js|css|html)$/;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, noscript')) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    const found = new Set<string>();
    for (const text of texts) {
      if (text.includes('{{')) found.add(text.trim());
      for (const match of text.matchAll(KEY)) {
        const token = match[1] ?? '';
        const parts = token.split('.');
        if (parts.every((part) => part.length >= 2) && !NOT_KEYS.test(token)) found.add(token);
      }
    }
    return [...found];
  });
}
