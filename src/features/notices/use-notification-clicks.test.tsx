import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { useNotificationClicks } from './use-notification-clicks';

function Page() {
  useNotificationClicks();
  return <p>{useLocation().pathname}</p>;
}

/** The page's side of the service worker: what it posts arrives as a message event here. */
function workerContainer() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return (data: unknown) =>
    act(() => {
      container.dispatchEvent(new MessageEvent('message', { data }));
    });
}

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe("a decision's notification clicked while the app is open", () => {
  test('opens the kaizen in this window', () => {
    const post = workerContainer();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Page />
      </MemoryRouter>,
    );

    post({ type: 'open', path: '/my-kaizen/12' });

    expect(screen.getByText('/my-kaizen/12')).toBeInTheDocument();
  });

  test('follows nothing but a path to one of her kaizens', () => {
    const post = workerContainer();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Page />
      </MemoryRouter>,
    );

    post({ type: 'open', path: '/user' });
    post({ type: 'open', path: 'https://elsewhere.example/my-kaizen/12' });
    post({ type: 'other', path: '/my-kaizen/12' });

    expect(screen.getByText('/home')).toBeInTheDocument();
  });
});
