import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
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
