import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import { failureMessage } from '@/lib/failure-message';
import { preloadToaster, ToastHost } from './toasts';
import { isSavedButUnreadable, savedAnyway } from './saved-anyway';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await i18n.changeLanguage('en');
  await preloadToaster();
});

const unreadableSave = new ApiError({
  kind: 'invalid-response',
  status: 201,
  message: 'POST /api/kaizen returned a body of the wrong shape',
  method: 'POST',
  url: '/api/kaizen',
});
const refused = new ApiError({
  kind: 'http',
  status: 500,
  message: 'POST /api/kaizen answered 500',
  method: 'POST',
  url: '/api/kaizen',
});

const toast = (role: 'status' | 'alert') => screen.queryByRole(role);

describe('savedAnyway', () => {
  test('a save answered unreadably says it was saved, in a warning, and counts as saved', () => {
    render(<ToastHost />);

    let saved = false;
    act(() => {
      saved = savedAnyway(unreadableSave);
    });

    expect(saved).toBe(true);
    expect(toast('status')).toHaveTextContent(`Saved${failureMessage(unreadableSave)}`);
    expect(toast('status')?.querySelector('.border-warning')).not.toBeNull();
  });

  test('any other failure is left to the caller, without a toast', () => {
    render(<ToastHost />);

    act(() => {
      expect(savedAnyway(refused)).toBe(false);
      expect(savedAnyway(new Error('offline'))).toBe(false);
    });

    expect(toast('status')).not.toBeInTheDocument();
    expect(toast('alert')).not.toBeInTheDocument();
  });

  test('isSavedButUnreadable is true only for such an API error', () => {
    expect(isSavedButUnreadable(unreadableSave)).toBe(true);
    expect(isSavedButUnreadable(refused)).toBe(false);
    expect(isSavedButUnreadable({ savedButUnreadable: true })).toBe(false);
  });
});
