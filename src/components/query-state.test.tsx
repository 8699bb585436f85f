import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { QueryState } from './query-state';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

test('says it is loading until the data is there, then shows it', () => {
  const { rerender } = render(
    <QueryState<string[]> data={undefined} error={undefined} reload={() => undefined}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(nlBase.common.loading);

  rerender(
    <QueryState data={['Noord', 'Zuid']} error={undefined} reload={() => undefined}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('Noord, Zuid')).toBeInTheDocument();
});

test('a failed load explains why and retries on request', async () => {
  const reload = vi.fn();
  render(
    <QueryState
      data={undefined}
      error={new ApiError({ kind: 'network', status: 0, message: 'down' })}
      reload={reload}
    >
      {() => <p>data</p>}
    </QueryState>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(nlBase.api_error.network);

  await userEvent.click(screen.getByRole('button', { name: nlBase.common.retry }));
  expect(reload).toHaveBeenCalledOnce();
});
