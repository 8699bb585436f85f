import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { LoadFailedError } from '@/utils/load-once';
import { reportCaughtError, isExpectedRouteError } from './caught-errors';
import { classifyError } from './error-kind';
import { PageOfflineError } from './page-code';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteStatusError } from './route-status';

afterEach(() => vi.restoreAllMocks());

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** A page that throws `error` under a route's error boundary, in a root like src/main.tsx's. */
function renderFailingPage(error: unknown) {
  render(
    <MemoryRouter>
      <RouteErrorBoundary fallback={() => <p>error page</p>}>
        <Throws error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
    { onCaughtError: reportCaughtError },
  );
}

const serverFailure = () =>
  new ApiError({ kind: 'http', status: 500, message: 'GET /api/kaizen answered 500' });

describe("errors our boundaries catch (createRoot's onCaughtError)", () => {
  test('a page whose data call failed shows its error page and logs nothing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderFailingPage(serverFailure());

    expect(screen.getByText('error page')).toBeVisible();
    expect(logged).not.toHaveBeenCalled();
  });

  test('a bug (a crash) is still logged, with where in the tree it happened', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'title')");

    renderFailingPage(bug);

    expect(screen.getByText('error page')).toBeVisible();
    expect(logged).toHaveBeenCalledWith(bug, expect.stringContaining('Throws'));
  });

  test('expected means exactly what the error pages show as other than a crash', () => {
    const samples: unknown[] = [
      serverFailure(),
      new RouteStatusError(403),
      new PageOfflineError(),
      new LoadFailedError(new Error('chunk')),
      new TypeError('bug'),
      new Error('bug'),
      'a thrown string',
    ];
    for (const error of samples) {
      expect(isExpectedRouteError(error), String(error)).toBe(
        classifyError(error).kind !== 'crash',
      );
    }
  });
});
