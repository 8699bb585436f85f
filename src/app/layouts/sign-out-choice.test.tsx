import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { chooseDeviceMode } from '@/lib/shared-device';
import { queueKaizen } from '@/kaizens/unsent/kaizen-outbox';
import { outboxDb } from '@/kaizens/unsent/outbox-db';
import { vaultDb } from '@/lib/vault-db';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useOutboxStore } from '@/kaizens/unsent/outbox-store';
import { recordRequests } from '@tests/utils/api';
import { documentLoads } from '@tests/utils/document-loads';
import { renderApp } from '@tests/utils/render-app';

const LEAD_ID = 3;
const DRAFT = 'Etiketten op de stellingen';
const QUEUED = 'Vaste plek voor de heftruck';

async function leadWithWork({ shared = true, key = true } = {}) {
  if (shared) chooseDeviceMode(5);
  if (key) await openUnsentWork(LEAD_ID, DEMO_PASSWORD, { keepKey: shared });
  useAdminStorage.getState().setKaizenForm({
    drafts: [{ userId: LEAD_ID, kaizenId: null, values: { title: DRAFT }, savedAt: null }],
  });
  const input = { title: QUEUED, team_id: 1, problem: 'Zoeken.', improvement: 'Vast.' };
  await queueKaizen(LEAD_ID, { ...input, status: 'open' }, { title: QUEUED });
  // The app's own first send finds the server busy: the kaizen is still waiting at sign-out.
  server.use(
    http.post('/api/kaizen', () => HttpResponse.json({}, { status: 503 }), { once: true }),
  );
  const requests = recordRequests();
  const view = await renderApp('/home', { as: 'lead' });
  await waitFor(() => expect(requests.onPath('POST', '/api/kaizen')).toHaveLength(1));
  await waitFor(() =>
    expect(useOutboxStore.getState().entries).toMatchObject([{ state: 'waiting' }]),
  );
  await view.user.click(await screen.findByRole('button', { name: /^Profielmenu van/ }));
  await view.user.click(screen.getByRole('button', { name: 'Uitloggen' }));
  return view;
}

const choice = () => screen.findByRole('dialog', { name: 'Niet-verzonden werk op dit apparaat' });
const profile = () => JSON.stringify({ ...localStorage });

describe('signing out of a shared device with unsent work', () => {
  test('without a key to seal it (no WebCrypto on a plain-HTTP host) keeping is not offered', async () => {
    const { user } = await leadWithWork({ key: false });
    const dialog = await choice();
    expect(dialog).toHaveTextContent('de verbinding met de app is niet beveiligd');
    expect(within(dialog).queryByRole('button', { name: 'Bewaren voor later' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(profile()).not.toContain(DRAFT);
  });

  test('lists the work; keeping it seals it and signs out', async () => {
    const { user } = await leadWithWork();
    const dialog = await choice();
    expect(dialog).toHaveTextContent('1 concept van een kaizen');
    expect(dialog).toHaveTextContent('1 kaizen die wacht op verzending');

    await user.click(within(dialog).getByRole('button', { name: 'Bewaren voor later' }));

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(profile()).not.toContain(DRAFT);
    expect(await vaultDb.keys(`sealed:${LEAD_ID}:`)).toHaveLength(1);
    expect(await vaultDb.keys(`key:${LEAD_ID}`)).toEqual([]);
  });

  test('sending now sends the outbox first, then keeps what is left', async () => {
    const { user } = await leadWithWork();

    await user.click(
      within(await choice()).getByRole('button', { name: 'Nu versturen en uitloggen' }),
    );

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(getDb().kaizens.filter((kaizen) => kaizen.title === QUEUED)).toHaveLength(1);
    expect(await outboxDb.all()).toEqual([]);
    expect(profile()).not.toContain(DRAFT);
  });

  test('discarding leaves nothing, sealed or plain', async () => {
    const { user } = await leadWithWork();

    await user.click(within(await choice()).getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(profile()).not.toContain(DRAFT);
    expect(await vaultDb.keys('sealed:')).toEqual([]);
    expect(await outboxDb.all()).toEqual([]);
    expect(getDb().kaizens.filter((kaizen) => kaizen.title === QUEUED)).toHaveLength(0);
  });

  test('"Niet uitloggen" keeps them signed in with their work', async () => {
    const { user } = await leadWithWork();

    await user.click(within(await choice()).getByRole('button', { name: 'Niet uitloggen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(documentLoads).toEqual([]);
    expect(profile()).toContain(DRAFT);
  });

  test('a personal device signs out at once and keeps the draft, as before', async () => {
    await leadWithWork({ shared: false });

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(profile()).toContain(DRAFT);
  });

  test('the dialog says what is unsent and starts on "Niet uitloggen", which changes nothing', async () => {
    const { user } = await leadWithWork();
    const dialog = await choice();

    expect(dialog).toHaveAccessibleDescription(/1 concept van een kaizen/);
    expect(dialog).toHaveAccessibleDescription(/1 kaizen die wacht op verzending/);
    const stay = within(dialog).getByRole('button', { name: 'Niet uitloggen' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.click(stay);
    // Back on the menu she signed out from.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Profielmenu van/ })).toHaveFocus(),
    );
  });
});
