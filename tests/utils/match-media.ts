import { onTestFinished, vi } from 'vitest';

/** A `matchMedia` for jsdom, which has none: only the `matching` queries match, and never change. */
export function fakeMatchMedia(matching: readonly string[] = []) {
  return vi.fn((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

/**
 * For the rest of the test, a screen on which `queries` match (`'(pointer: coarse)'`: a touch
 * screen); the harness's screen, where none does, is back for the next test.
 */
export function screenMatching(...queries: string[]) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(queries));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
