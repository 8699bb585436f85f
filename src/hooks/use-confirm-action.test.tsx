import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { useConfirmAction } from './use-confirm-action';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

test('a successful action closes the dialog', async () => {
  const action = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  const { result } = renderHook(() => useConfirmAction('Noord', action, onClose));
  expect(result.current.dialog.show).toBe(true);

  act(() => result.current.dialog.onConfirm());

  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(action).toHaveBeenCalledWith('Noord');
  expect(result.current.dialog.busy).toBe(false);
});

test('a failed action keeps the dialog open with the reason, in our words', async () => {
  const refused = new ApiError({
    kind: 'http',
    status: 409,
    message: 'conflict',
    serverMessage: 'Deze vestiging is nog in gebruik.',
  });
  const onClose = vi.fn();
  const { result } = renderHook(() =>
    useConfirmAction('Noord', () => Promise.reject(refused), onClose),
  );

  act(() => result.current.dialog.onConfirm());

  await waitFor(() => expect(result.current.dialog.error).toBe(nlBase.api_error.refused));
  expect(onClose).not.toHaveBeenCalled();
});

test('the last subject stays shown while the dialog closes', () => {
  const initialProps: { subject: string | null } = { subject: 'Noord' };
  const { result, rerender } = renderHook(
    ({ subject }) => useConfirmAction(subject, () => Promise.resolve(), vi.fn()),
    { initialProps },
  );
  rerender({ subject: null });

  expect(result.current.dialog.show).toBe(false);
  expect(result.current.shown).toBe('Noord');
});
