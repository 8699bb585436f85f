import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { formBody, openKaizenInTeam1, resetAdminStorage } from './kaizen-form-test-utils';

beforeEach(resetAdminStorage);

/** The share (a PUT with `shared`) of `id` fails with a 500; the approval goes through. */
function refuseShare(id: number) {
  let left = 1;
  server.use(
    http.post(`*/api/kaizen/${id}`, async ({ request }) => {
      const fields = await request.clone().formData();
      if (!fields.has('shared') || left === 0) return undefined;
      left -= 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
}

const toastOf = (text: string) => screen.getByText(text).closest('[role]') as HTMLElement;

describe('"Goedkeuren en delen": approve and share in one action', () => {
  test('sends the approval, then the share, with one toast naming the kaizen', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren en delen' }));

    expect(
      await screen.findByText('De kaizen is goedgekeurd en gedeeld met het hele bedrijf.'),
    ).toBeVisible();
    const [approve, share] = requests.onPath('POST', `/api/kaizen/${open.id}`);
    expect(await formBody(approve)).toEqual({ status: 'approved', _method: 'PUT' });
    expect(await formBody(share)).toEqual({ shared: '1', _method: 'PUT' });
    const toast = toastOf('De kaizen is goedgekeurd en gedeeld met het hele bedrijf.');
    expect(toast).toHaveTextContent(open.title);
    expect(screen.queryByText('De kaizen is goedgekeurd.')).not.toBeInTheDocument();
    const article = screen.getByRole('article', { name: open.title });
    await waitFor(() => expect(within(article).getByText('Gedeeld')).toBeVisible());
    expect(await within(article).findByRole('button', { name: 'Niet meer delen' })).toBeVisible();
  });

  test('one undo takes back both: neither is sent', async () => {
    const { passUndoWindow } = useUndoWindow();
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    const button = await screen.findByRole('button', { name: 'Goedkeuren en delen' });
    await user.click(button);
    const waiting = toastOf('Goedgekeurd en gedeeld');
    expect(waiting).toHaveTextContent(open.title);
    await user.click(within(waiting).getByRole('button', { name: 'Ongedaan maken' }));

    await passUndoWindow();
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);
    const again = screen.getByRole('button', { name: 'Goedkeuren en delen' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).not.toHaveAttribute('aria-disabled');
  });

  test('a share that fails after the approval says so by name; its retry sends the share alone', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    refuseShare(open.id);
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren en delen' }));

    const failed = await screen.findByText(`Goedgekeurd, maar niet gedeeld: ${open.title}`);
    const toast = failed.closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('De kaizen is goedgekeurd; het delen is niet gelukt.');
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(2);

    await user.click(within(toast).getByRole('button', { name: 'Opnieuw proberen' }));

    expect(
      await screen.findByText('De kaizen is goedgekeurd en gedeeld met het hele bedrijf.'),
    ).toBeVisible();
    const sent = requests.onPath('POST', `/api/kaizen/${open.id}`);
    expect(sent).toHaveLength(3);
    expect(await formBody(sent[2])).toEqual({ shared: '1', _method: 'PUT' });
  });
});
