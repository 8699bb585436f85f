import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { createMemoryHistory } from '@tests/utils/memory-history';
import { outsideAct } from '@tests/utils/outside-act';
import { AppRouter, type EntryLoader } from './app-router';

/** A loader whose loads for `/next` wait until `release` is called; every other entry is here. */
function heldLoader() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const loader: EntryLoader = {
    load: (location) => (location.pathname === '/next' ? held : Promise.resolve()),
    ready: (location) => location.pathname !== '/next',
  };
  return { loader, held, release };
}

function renderRouter(loader: EntryLoader) {
  const history = createMemoryHistory(['/here']);
  render(
    <AppRouter history={history} loader={loader}>
      <Routes>
        <Route path="/here" element={<h1>Here</h1>} />
        <Route path="/next" element={<h1>Next</h1>} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

/** Lets the loads' answer reach the router, outside `act()`: as the browser would. */
function releaseOutsideAct(release: () => void, held: Promise<void>) {
  return outsideAct(async () => {
    release();
    await held;
    await Promise.resolve();
  });
}

describe('an entry drawn once its loads are in', () => {
  test('asked for at once (flushSync, as after "Inloggen"), it is on screen as the loads end', async () => {
    const { loader, held, release } = heldLoader();
    const history = renderRouter(loader);
    expect(await screen.findByRole('heading', { name: 'Here' })).toBeVisible();

    outsideAct(() => history.replace('/next', undefined, { flushSync: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Here');
    await releaseOutsideAct(release, held);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Next');
  });

  test('any other change renders in a transition, a task later', async () => {
    const { loader, held, release } = heldLoader();
    const history = renderRouter(loader);
    expect(await screen.findByRole('heading', { name: 'Here' })).toBeVisible();

    outsideAct(() => history.push('/next'));
    await releaseOutsideAct(release, held);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Here');
    await act(async () => undefined);
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeVisible();
  });
});

describe('the first entry, once its loads are in', () => {
  function renderFirst(atOnce: boolean) {
    const { loader, held, release } = heldLoader();
    const history = createMemoryHistory(['/next']);
    render(
      <AppRouter
        history={history}
        loader={{ ...loader, firstDrawnAtOnce: () => atOnce }}
        fallback={<p>Eerste beeld</p>}
      >
        <Routes>
          <Route path="/next" element={<h1>Next</h1>} />
        </Routes>
      </AppRouter>,
    );
    return { held, release };
  }

  test('is drawn at once where the loader says so: a reload drawn from what the device keeps', async () => {
    const { held, release } = renderFirst(true);
    expect(screen.getByText('Eerste beeld')).toBeVisible();
    await releaseOutsideAct(release, held);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Next');
  });

  test('is otherwise drawn in a transition, a task later', async () => {
    const { held, release } = renderFirst(false);
    await releaseOutsideAct(release, held);

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Eerste beeld')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeVisible();
  });
});
