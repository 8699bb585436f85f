import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { driveIdleCallbacks } from '@tests/utils/idle';
import { renderApp } from '@tests/utils/render-app';
import { firstPageShown, idleAfterFirstPaint } from './first-paint';

test('work kept off the first page (the service worker) starts only once that page is drawn, when idle', async () => {
  const idle = driveIdleCallbacks();
  let releaseLanguageFile: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseLanguageFile = resolve));
  server.use(
    http.get('*/api/language/auth.login', async () => {
      await held;
      return undefined;
    }),
  );
  const later = vi.fn();
  idleAfterFirstPaint(later);

  await renderApp('/login');
  // The document has loaded, but the page's language file has not: nothing is asked for yet.
  await expect.poll(() => screen.queryByRole('progressbar')).not.toBeNull();
  expect(idle.waiting()).toBe(0);
  expect(later).not.toHaveBeenCalled();

  releaseLanguageFile();
  expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect.poll(() => idle.waiting()).toBe(1);
  expect(later).not.toHaveBeenCalled();
  idle.runNext();
  expect(later).toHaveBeenCalledOnce();
});

test('with a delay, the work waits that long after the first page before asking for idle time', async () => {
  const idle = driveIdleCallbacks();
  await renderApp('/login');
  expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeVisible();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    const later = vi.fn();
    idleAfterFirstPaint(later, { delayMs: 2000 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(idle.waiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle.waiting()).toBe(1);
    idle.runNext();
    expect(later).toHaveBeenCalledOnce();
  } finally {
    vi.useRealTimers();
  }
});

describe('once the first page is shown', () => {
  beforeEach(() => firstPageShown());

  test('the idle time asked for has a deadline, so a page that is never idle still gets the work', async () => {
    const idle = driveIdleCallbacks();

    idleAfterFirstPaint(vi.fn());

    await expect.poll(() => idle.waiting()).toBe(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
  });

  test('a browser without idle callbacks runs the work once the document has loaded', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    const later = vi.fn();

    idleAfterFirstPaint(later);

    await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
  });

  test('a document still loading holds the work until its load event, once', async () => {
    const idle = driveIdleCallbacks();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const asked = new Promise((resolve) =>
      window.addEventListener('load', resolve, { once: true }),
    );

    idleAfterFirstPaint(vi.fn());
    // The work's own wait for the first page is over within a task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.waiting()).toBe(0);

    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    await asked;
    expect(idle.waiting()).toBe(1);
  });
});
