import { afterEach, describe, expect, test, vi } from 'vitest';
import { entryStyleApplied } from './entry-style';

function entryLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/build/assets/index-test.css';
  link.media = 'print';
  link.dataset.qekEntryStyle = '';
  document.head.append(link);
  return link;
}

afterEach(() => document.head.querySelector('[data-qek-entry-style]')?.remove());

describe('the entry stylesheet, loaded without holding the frame', () => {
  test('with no marked stylesheet (a dev server) the page renders at once', async () => {
    await expect(entryStyleApplied()).resolves.toBeUndefined();
  });

  test('waits for the stylesheet, then switches it on for every medium', async () => {
    const link = entryLink();
    let applied = false;
    const waiting = entryStyleApplied().then(() => (applied = true));
    await Promise.resolve();
    expect(applied).toBe(false);
    expect(link.media).toBe('print');

    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(link.media).toBe('all');
  });

  test('a stylesheet that failed to load does not keep the page away', async () => {
    const link = entryLink();
    const waiting = entryStyleApplied();
    link.dispatchEvent(new Event('error'));
    await waiting;
    expect(link.media).toBe('all');
  });

  test('a stylesheet already in when asked is switched on at once', async () => {
    const link = entryLink();
    Object.defineProperty(link, 'sheet', { configurable: true, value: new CSSStyleSheet() });

    await entryStyleApplied();
    expect(link.media).toBe('all');
  });

  test('a stylesheet whose fetch already ended without a sheet is switched on at once', async () => {
    const link = entryLink();
    // jsdom keeps no resource timings: the browser's entry for the fetch that ended.
    const fetched = [{ name: link.href, entryType: 'resource' }] as PerformanceEntry[];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name, type) =>
      name === link.href && type === 'resource' ? fetched : [],
    );

    await entryStyleApplied();
    expect(link.media).toBe('all');
  });
});
