import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import { failureMessage } from '@/lib/failure-message';
import { preloadToaster, ToastHost } from './toasts';
import { notifyApiError } from './notify-api-error';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await i18n.changeLanguage('en');
  await preloadToaster();
});

const refused = new ApiError({
  kind: 'http',
  status: 500,
  message: 'POST /api/kaizen answered 500',
  method: 'POST',
  url: '/api/kaizen',
});

describe('notifyApiError', () => {
  test('shows the failure in words as an alert, and returns its id', () => {
    render(<ToastHost />);

    let id = '';
    act(() => {
      id = notifyApiError(refused);
    });

    expect(screen.getByRole('alert')).toHaveTextContent(
      `Something went wrong${failureMessage(refused)}`,
    );
    expect(id).toMatch(/^toast-\d+$/);
  });
});
