import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { useNameForm } from './use-name-form';

const event = () => ({ preventDefault: () => undefined }) as FormEvent<HTMLFormElement>;

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

test('an empty name is not sent and is marked as required', async () => {
  const save = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() => useNameForm('', 'name', save));

  act(() => result.current.change('   '));
  await act(() => result.current.submit(event()));

  expect(save).not.toHaveBeenCalled();
  expect(result.current.failure.fieldError).toBe(nlBase.common.required);
});

test('the name is sent trimmed and the field starts over', async () => {
  const save = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() => useNameForm('', 'name', save));

  act(() => result.current.change('  Noord '));
  await act(() => result.current.submit(event()));

  expect(save).toHaveBeenCalledWith('Noord');
  expect(result.current.name).toBe('');
});

test("the server's complaint shows at the field and the typed name is kept", async () => {
  const taken = new ApiError({
    kind: 'http',
    status: 422,
    message: 'invalid',
    fieldErrors: { new: ['Deze naam bestaat al.'] },
  });
  const { result } = renderHook(() => useNameForm('Zuid', 'new', () => Promise.reject(taken)));

  act(() => result.current.change('Noord'));
  await act(() => result.current.submit(event()));

  expect(result.current.failure).toEqual({ fieldError: 'Deze naam bestaat al.' });
  expect(result.current.name).toBe('Noord');
  expect(result.current.submitting).toBe(false);
});

test('a save the server took but answered unreadably says so and is never sent again', async () => {
  const unreadable = new ApiError({
    kind: 'invalid-response',
    status: 201,
    method: 'POST',
    message: 'POST /api/team returned an HTML page instead of JSON',
  });
  const save = vi.fn(() => Promise.reject(unreadable));
  const { result } = renderHook(() => useNameForm('', 'name', save));

  act(() => result.current.change('Noord'));
  await act(() => result.current.submit(event()));
  await act(() => result.current.submit(event()));

  expect(save).toHaveBeenCalledOnce();
  expect(result.current.failure.formError).toMatch(/^Opgeslagen/);
});
