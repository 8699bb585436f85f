import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

/** The language files asked for, as `page locale`. */
function languageRequests(requests: ReturnType<typeof recordRequests>) {
  return requests
    .onPath('GET', '/api/language/home.home')
    .map((request) => request.headers.get('Accept-Language'));
}

// The lead reads Dutch (the server's user.locale); the browser guessed English, and this device
// remembers no locale from an earlier visit (the module read none at start).
test("a first visit from an English browser asks for the page in the user's language only", async () => {
  const requests = recordRequests();
  await renderApp('/home', { as: 'lead', locale: 'en' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(languageRequests(requests)).toEqual(['nl']);
});
