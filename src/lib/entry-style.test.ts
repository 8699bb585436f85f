import { afterEach, describe, expect, test } from 'vitest';
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
});
