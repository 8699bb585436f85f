import { afterEach, describe, expect, test, vi } from 'vitest';
import { firstFrameCode } from '../../scripts/first-frame-plugin';
import { publicRoutes, pageRoutes } from '@/app/route-table';
import { announceSession } from '@/lib/device-session';
import { applyTheme, DEFAULT_MAIN_COLOR, themeFor, themeVariables } from '@/lib/theme';
import { fakeMatchMedia } from '@tests/utils/match-media';

const root = document.documentElement;
const meta = document.createElement('meta');
meta.name = 'theme-color';

/** index.html's inline script, as a new page load runs it: before any of the app's code. */
function loadPage(path = '/home') {
  root.removeAttribute('style');
  delete root.dataset.qekFrame;
  delete root.dataset.qekCompact;
  meta.content = DEFAULT_MAIN_COLOR;
  document.head.append(meta);
  window.history.replaceState(null, '', path);
  // The shipped script, as the page runs it.
  const script = new Function(firstFrameCode().script) as () => void;
  script();
  return {
    variable: (name: string) => root.style.getPropertyValue(name),
    variables: () => Array.from(root.style).filter((name) => name.startsWith('--')),
    frame: root.dataset.qekFrame,
    compact: root.dataset.qekCompact !== undefined,
  };
}

afterEach(() => {
  root.removeAttribute('style');
  delete root.dataset.qekFrame;
  delete root.dataset.qekCompact;
  meta.remove();
  window.history.replaceState(null, '', '/');
});

describe('the first frame’s colour', () => {
  test.each(['#0b63c5', '#ffffff', '#ffff00', '#000000', null])(
    'the theme applied for %j is the next load’s, every variable as the app sets it',
    (colour) => {
      const theme = themeFor(colour);
      applyTheme(theme);

      const page = loadPage();

      const expected = themeVariables(theme);
      expect(page.variables().sort()).toEqual(Object.keys(expected).sort());
      for (const [name, value] of Object.entries(expected)) expect(page.variable(name)).toBe(value);
      expect(meta.content).toBe(theme.main);
    },
  );

  test('a device that never showed a theme keeps the stylesheet’s default red', () => {
    const page = loadPage();

    expect(page.variables()).toEqual([]);
    expect(meta.content).toBe(DEFAULT_MAIN_COLOR);
  });

  const blue = JSON.parse(JSON.stringify(themeFor('#0b63c5'))) as Record<string, unknown>;
  test.each([
    ['not JSON', '#0b63c5'],
    ['a colour name', JSON.stringify({ ...blue, main: 'red' })],
    ['CSS after the colour', JSON.stringify({ ...blue, main: '#0b63c5; background: url(x)' })],
    ['a rule after the colour', JSON.stringify({ ...blue, link: '#0b63c5}body{display:none' })],
    ['a function', JSON.stringify({ ...blue, accent: 'url(javascript:alert(1))' })],
    ['a short colour', JSON.stringify({ ...blue, hover: '#fff' })],
    ['capitals (the app writes none)', JSON.stringify({ ...blue, onMain: '#FFFFFF' })],
    ['a colour in a list', JSON.stringify({ ...blue, main: ['#0b63c5'] })],
    ['a colour missing', JSON.stringify({ ...blue, onAccent: undefined })],
    ['a list', JSON.stringify(Object.values(blue))],
    ['null', 'null'],
  ])('a stored theme with %s sets nothing: the default red', (_, stored) => {
    localStorage.setItem('qek_theme', stored);

    const page = loadPage();

    expect(page.variables()).toEqual([]);
    expect(meta.content).toBe(DEFAULT_MAIN_COLOR);
  });

  test('storage that cannot be read draws the default frame for the sign-in page', () => {
    applyTheme(themeFor('#0b63c5'));
    announceSession(7);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });

    const page = loadPage();

    expect(page.variables()).toEqual([]);
    expect(page.frame).toBe('card');
  });
});

describe('which frame', () => {
  const signInPaths = publicRoutes.map(({ path }) => path.replace(/:\w+/, 'a-token'));
  const signedInPaths = pageRoutes.map(({ path }) => path.replace(/:\w+/, '12'));

  test('someone signed in on the device gets the signed-in frame on every signed-in page', () => {
    announceSession(7);

    for (const path of [...signedInPaths, '/', '/no-such-page']) {
      expect(loadPage(path).frame, path).toBe('app');
    }
  });

  test('the sign-in pages get the sign-in card, signed in or not', () => {
    for (const user of [7, null]) {
      announceSession(user);
      for (const path of signInPaths) expect(loadPage(path).frame, path).toBe('card');
    }
  });

  test('a device signed out, or never signed in, gets the sign-in card everywhere', () => {
    expect(loadPage('/home').frame).toBe('card');

    announceSession(7);
    announceSession(null);
    for (const path of signedInPaths) expect(loadPage(path).frame, path).toBe('card');
  });

  test('a phone, and a window under 768 px, get the compact frame, as the navigation does', () => {
    expect(loadPage().compact).toBe(false);

    vi.stubGlobal('matchMedia', fakeMatchMedia(['(max-width: 767.98px)']));
    expect(loadPage().compact).toBe(true);
    vi.unstubAllGlobals();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    expect(loadPage().compact).toBe(true);
  });
});

describe('the frame’s pulse', () => {
  const ms = (time: string) => parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);

  test('starts after a second: a page drawn sooner leaves the main thread to its code', () => {
    const animations = [...firstFrameCode().style.matchAll(/animation:\s*([^;]+);/g)];
    expect(animations).not.toHaveLength(0);
    for (const [, animation] of animations) {
      // In the shorthand, the first time is the duration and the second the delay.
      const delay = animation.match(/\d*\.?\d+m?s\b/g)?.[1];
      expect(delay, animation).toBeDefined();
      expect(ms(delay ?? '0s'), animation).toBeGreaterThanOrEqual(1000);
    }
  });
});
