import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { dismissToast, notify, ToastHost } from './toasts';

const headers = () =>
  screen.queryAllByRole('status').map((toast) => toast.querySelector('strong')?.textContent);

// One test in its own file: the toaster must not have loaded before it starts.
test('toasts asked for while the toaster loads are all shown once it is there, none lost', async () => {
  render(<ToastHost />);

  act(() => {
    notify({ header: 'Eerste', content: '' });
    notify({ id: 'save', header: 'Bezig', content: '' });
    notify({ header: 'Tweede', content: '' });
    dismissToast(notify({ header: 'Gesloten', content: '' }));
    notify({ id: 'save', header: 'Klaar', content: '' });
  });
  // Nothing is drawn before the toaster's code is there: it is not part of the first page.
  expect(headers()).toEqual([]);

  expect(await screen.findAllByRole('status')).toHaveLength(3);
  expect(headers()).toEqual(['Klaar', 'Tweede', 'Eerste']);
});
