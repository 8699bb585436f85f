import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { onPresenceBack, resetPresence, userPresent, watchPresence } from './presence';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  resetPresence();
});
afterEach(() => vi.useRealTimers());

const away = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);
const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

describe('whether someone uses the tab', () => {
  test('present until fifteen minutes without input', () => {
    const now = Date.now();
    expect(userPresent(now + 15 * MINUTE - 1)).toBe(true);
    expect(userPresent(now + 15 * MINUTE)).toBe(false);
  });

  test('each kind of input counts while a signed-in page watches', () => {
    const stop = watchPresence();
    for (const event of [
      new PointerEvent('pointerdown'),
      new KeyboardEvent('keydown'),
      new TouchEvent('touchstart'),
      new WheelEvent('wheel'),
    ]) {
      away(20);
      expect(userPresent()).toBe(false);
      window.dispatchEvent(event);
      expect(userPresent(), event.type).toBe(true);
    }
    stop();
  });

  test('the way back after the idle time is told once; input while present tells nothing', () => {
    const stop = watchPresence();
    const back = vi.fn();
    const unsubscribe = onPresenceBack(back);

    press();
    expect(back).not.toHaveBeenCalled();
    away(16);
    press();
    press();
    expect(back).toHaveBeenCalledTimes(1);

    unsubscribe();
    away(16);
    press();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });

  test('input counts until the last watcher stops', () => {
    const first = watchPresence();
    const second = watchPresence();
    first();
    away(20);
    press();
    expect(userPresent()).toBe(true);

    second();
    away(20);
    press();
    expect(userPresent()).toBe(false);
  });
});
