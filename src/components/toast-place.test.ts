// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { toastTop, type Box } from './toast-place';

const box = (top: number, height: number, left = 0, right = 1280): Box => ({
  top,
  bottom: top + height,
  left,
  right,
});
// A stack 352 px wide at the right edge of a 1280 px screen, 80 px tall.
const RIGHT = { left: 912, right: 1264, height: 80 };
// A phone: the stack takes the width.
const PHONE = { left: 8, right: 382, height: 80 };

describe('where the toasts start', () => {
  test('under the top bar when nothing is in their column', () => {
    expect(toastTop(64, RIGHT, [box(90, 40, 24, 600)], 800)).toBe(64);
  });

  test("below the page's title when the title reaches into their column", () => {
    expect(toastTop(64, PHONE, [box(100, 36, 16, 374)], 844)).toBe(144);
  });

  test('below the control just used when the title is clear of it, and below both in turn', () => {
    const title = box(100, 36, 16, 374);
    const button = box(170, 44, 16, 200);
    expect(toastTop(64, PHONE, [button, title], 844)).toBe(222);
  });

  test('a control low on the screen does not push it past the title', () => {
    expect(toastTop(64, PHONE, [box(100, 36, 16, 374), box(760, 44, 16, 200)], 844)).toBe(144);
  });

  test('under the top bar after all when no place below fits on the screen', () => {
    expect(toastTop(64, PHONE, [box(100, 700, 16, 374)], 844)).toBe(64);
  });
});
