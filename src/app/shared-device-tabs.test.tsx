import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chooseDeviceMode } from '@/lib/shared-device';
import { vaultDb } from '@/lib/vault-db';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { documentLoads } from '@tests/utils/document-loads';
import { renderApp } from '@tests/utils/render-app';

const LEAD_ID = 3;
const TYPED = 'Lars van de tweede ploeg';

/** Another tab of the origin signs out, as the browser reports it here. */
function otherTabSignsOut() {
  const value = JSON.stringify({ mark: crypto.randomUUID(), user: null });
  localStorage.setItem('qek_session', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'qek_session', newValue: value }));
}

async function typeOnProfile() {
  const view = await renderApp('/profile', { as: 'lead' });
  const name = await screen.findByLabelText('Naam');
  await view.user.clear(name);
  await view.user.type(name, TYPED);
}

describe('a sign-out in another tab', () => {
  test('on a shared device seals the input of this tab instead of keeping it in plain text', async () => {
    chooseDeviceMode(5);
    await openUnsentWork(LEAD_ID, DEMO_PASSWORD, { keepKey: true });
    await typeOnProfile();
    // The other tab signed out first and took the key with it; this tab still holds it.
    await vaultDb.remove(`key:${LEAD_ID}`);

    otherTabSignsOut();

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(TYPED);
    expect(await openUnsentWork(LEAD_ID, DEMO_PASSWORD, { keepKey: false })).toBe(1);
    expect(sessionStorage.getItem('qek_interrupted_work')).toContain(TYPED);
  });

  test('on a personal device keeps it for this tab, as before', async () => {
    await typeOnProfile();

    otherTabSignsOut();

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(sessionStorage.getItem('qek_interrupted_work')).toContain(TYPED);
  });
});
