import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { answer, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { createKaizen } from '@/api/kaizens';
import { queueKaizen } from '@/kaizens/unsent/kaizen-outbox';
import {
  fill,
  formBody,
  LEAD_ID,
  photo,
  resetAdminStorage,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
} from './kaizen-form-test-utils';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});
afterEach(() => vi.restoreAllMocks());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function submitOffline(title: string) {
  const view = await renderApp('/kaizen', { as: 'lead' });
  await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
  setOnline(false);
  const { user } = view;
  await fill(user, await titleField(user), title);
  await fill(user, await situationField(user), 'Rommel rond de pers.');
  await fill(user, improvementField(), 'Vaste plekken.');
  await user.upload(screen.getByLabelText(/Foto vooraf/), photo('voor.png'));
  await screen.findByAltText('Voorbeeld van de foto vooraf');
  await user.click(screen.getByRole('button', { name: 'Indienen' }));
  return view;
}

const outbox = () => screen.findByRole('region', { name: 'Wacht op verzending' });

describe('a kaizen submitted offline waits on the device and is sent once', () => {
  test('offline it is kept and shown as waiting; back online it is sent, photo and all, once', async () => {
    const requests = recordRequests();
    const before = getDb().kaizens.length;
    await submitOffline('Opruimen bij de pers');

    expect(await screen.findByText(/wordt verstuurd zodra er weer verbinding is/)).toBeVisible();
    await waitFor(() => {
      const waiting = screen.getByRole('region', { name: 'Wacht op verzending' });
      expect(within(waiting).getByText('Opruimen bij de pers')).toBeVisible();
      expect(within(waiting).getByText('Wacht op verbinding')).toBeVisible();
    });
    // Focus (and the view) go to where the kaizen now waits, not the bottom of an empty form.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Wacht op verzending' })).toHaveFocus(),
    );
    // The form is empty again for the next one.
    expect(improvementField()).toHaveValue('');
    expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument();
    expect(requests.onPath('POST', '/api/kaizen')).toHaveLength(0);

    setOnline(true);

    expect(await screen.findByText('Uw kaizen "Opruimen bij de pers" is verstuurd.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wacht op verzending' })).toBeNull(),
    );
    // "Kept on this device" is no longer true: that toast goes.
    await waitFor(() => expect(screen.queryByText(/wordt verstuurd zodra/)).toBeNull());
    const sent = requests.onPath('POST', '/api/kaizen');
    expect(sent).toHaveLength(1);
    const fields = await formBody(sent[0]);
    expect(fields).toMatchObject({ title: 'Opruimen bij de pers', status: 'open' });
    expect(fields.before_image).toMatchObject({ type: 'image/png', size: photo().size });
    expect(getDb().kaizens).toHaveLength(before + 1);
  });

  test('a kaizen the server refuses comes back to the form with its text, photo and the reason', async () => {
    answer(
      'post',
      '*/api/kaizen',
      { message: 'Ongeldig.', errors: { title: ['Deze titel bestaat al.'] } },
      { status: 422 },
    );
    const { user } = await submitOffline('Dubbel');
    await outbox();

    setOnline(true);
    const waiting = await outbox();
    await within(waiting).findByText('Niet verstuurd');
    await user.click(within(waiting).getByRole('link', { name: 'Openen in formulier' }));

    const title = await screen.findByLabelText('Titel');
    await waitFor(() => expect(title).toHaveValue('Dubbel'));
    expect(improvementField()).toHaveValue('Vaste plekken.');
    expect(title).toHaveAccessibleDescription(/Deze titel bestaat al\./);
    expect(await screen.findByAltText('Voorbeeld van de foto vooraf')).toBeVisible();
  });
});

describe('a send that may have arrived is never repeated', () => {
  test('an entry whose last send got no answer is looked up first, and not sent again when found', async () => {
    const requests = recordRequests();
    await renderApp('/kaizen', { as: 'lead' });
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    const input = {
      title: 'Al aangekomen',
      team_id: 1,
      problem: 'Het antwoord ging verloren.',
      improvement: 'Eerst kijken.',
      status: 'open' as const,
    };
    // The server took it, but the answer never reached the device.
    await createKaizen(input);
    await queueKaizen(LEAD_ID, input, { title: input.title }, { uncertain: true });

    setOnline(true);

    expect(await screen.findByText('Uw kaizen "Al aangekomen" is verstuurd.')).toBeVisible();
    expect(requests.onPath('POST', '/api/kaizen')).toHaveLength(1);
    expect(getDb().kaizens.filter((kaizen) => kaizen.title === 'Al aangekomen')).toHaveLength(1);
  });
});
