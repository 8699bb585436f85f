import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { firstPageShown } from '@/lib/first-paint';
import { createBrowserHistory } from './history';

const goOutsideTheApp = (path: string) => {
  // As a #fragment typed after the address or another script's pushState: no state of the app's.
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

describe("the browser's history", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('entries the app did not write each get a key of their own, kept in the entry', () => {
    window.history.replaceState(null, '', '/review');
    const history = createBrowserHistory();
    const first = history.location.key;

    goOutsideTheApp('/my-kaizens');
    const second = history.location;
    expect(second.pathname).toBe('/my-kaizens');
    expect(second.key).not.toBe(first);
    // Read again, the entry keeps its key: it is the same entry.
    expect(createBrowserHistory().location.key).toBe(second.key);
  });

  test("an entry the app wrote keeps the app's key and state", () => {
    window.history.replaceState(null, '', '/home');
    const history = createBrowserHistory();
    history.push('/kaizen/approved', { from: 'home' });
    const pushed = history.location;
    expect(pushed.state).toEqual({ from: 'home' });
    expect(createBrowserHistory().location).toEqual(pushed);
  });

  test("the first entry's key is kept in it once the first page is painted, not as the app starts", async () => {
    window.history.replaceState(null, '', '/home');
    const history = createBrowserHistory();
    const { key } = history.location;
    expect(window.history.state).toBeNull();

    firstPageShown();
    await waitFor(() => expect(window.history.state).toEqual({ usr: null, key }));
    expect(createBrowserHistory().location.key).toBe(key);
  });

  test("a push before the first paint keeps the first entry's key: Back returns to the same entry", async () => {
    window.history.replaceState(null, '', '/home');
    const history = createBrowserHistory();
    const first = history.location.key;
    history.push('/kaizen/approved');

    history.go(-1);
    await waitFor(() => expect(history.location.pathname).toBe('/home'));
    expect(history.location.key).toBe(first);
  });
});
