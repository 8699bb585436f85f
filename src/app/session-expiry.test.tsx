import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderApp } from '@tests/utils/render-app';

describe('a session that expires mid-use', () => {
  test.each([401, 419])(
    'a %i from the API clears the user and asks to sign in again, then returns',
    async (status) => {
      const { router, user } = await renderApp('/help/faq', { as: 'lead' });
      await screen.findByRole('heading', { level: 1 });
      server.use(
        http.post('*/api/kaizen/table/approved', () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status }),
        ),
      );
      await act(() => router.navigate('/kaizen/approved'));

      await waitFor(() =>
        expect(currentPath(router)).toBe('/login?redir_url=%2Fkaizen%2Fapproved'),
      );
      expect(useSessionStore.getState().user).toBeNull();
      expect(await screen.findByText(/Uw sessie is verlopen/)).toBeInTheDocument();

      server.resetHandlers();
      await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
      await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
      await user.click(screen.getByRole('button', { name: 'Inloggen' }));
      await waitFor(() => expect(currentPath(router)).toBe('/kaizen/approved'));
    },
    30_000,
  );
});
