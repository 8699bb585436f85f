import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { askedRetryDelays, runAskedRetries } from '@tests/utils/retry-after';
import { LoadError } from './load-error';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

describe('a load that failed', () => {
  test.each([
    ['network', 0],
    ['http', 500],
    ['http', 503],
    ['timeout', 0],
  ] as const)('(%s %i) never claims input was kept: a load has none', (kind, status) => {
    render(<LoadError error={new ApiError({ kind, status, message: 'x' })} onRetry={() => {}} />);

    expect(screen.getByRole('alert')).not.toHaveTextContent(/bewaard/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(nlBase.api_error.input_kept);
  });
});

test("the retry sits inside the alert, in the alert's own colours (contrast: load-error-contrast.test.ts)", () => {
  render(<LoadError error="Laden mislukt." onRetry={() => {}} />);

  const retry = within(screen.getByRole('alert')).getByRole('button', {
    name: nlBase.common.retry,
  });
  expect(retry).toHaveClass('btn-alert-danger');
  expect(retry).not.toHaveClass('btn-outline-primary');
});

describe('a load refused for maintenance, with Retry-After', () => {
  const inTwoMinutes = () =>
    new ApiError({
      kind: 'http',
      status: 503,
      message: 'GET /api/x answered 503',
      retryAfterSeconds: 120,
      retryAt: Date.now() + 120_000,
    });

  test('with a retry: says when, and retries by itself then', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={inTwoMinutes()} onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'De applicatie is even in onderhoud. We proberen het over 2 minuten vanzelf opnieuw.',
    );
    expect(onRetry).not.toHaveBeenCalled();
    await runAskedRetries();

    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('without one: says when to try, and schedules nothing', () => {
    render(<LoadError error={inTwoMinutes()} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'De applicatie is even in onderhoud. Probeer het over 2 minuten opnieuw.',
    );
    expect(askedRetryDelays()).toEqual([]);
  });

  test('gone from the screen, it retries nothing', () => {
    const { unmount } = render(<LoadError error={inTwoMinutes()} onRetry={() => {}} />);
    expect(askedRetryDelays()).toHaveLength(1);

    unmount();

    expect(askedRetryDelays()).toEqual([]);
  });
});
