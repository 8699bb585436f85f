import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { teamKaizenSchema } from '@/api/schemas/kaizen';
import { keptList } from '@/lib/kept-lists';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { boardKaizen, LEAD_ID, setTeamKaizens, thisMonth, useBoardClock } from './board-test-utils';

const lastMonth = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - 1, 15, 12).toISOString();
};

/** Two slides this month and everything that must stay off the wall. */
function seedBoard() {
  setTeamKaizens([
    boardKaizen(901, {
      title: 'Schaduwbord bij de pers',
      decided_at: thisMonth(2),
      effect_money: 1200,
      effect_time: 8,
      before_image_src: '/storage/kaizens/k901-before.svg',
      after_image_src: '/storage/kaizens/k901-after.svg',
    }),
    boardKaizen(902, {
      title: 'Vaste plek voor de pallettruck',
      decided_at: thisMonth(1),
      shared: true,
      effect_safety: 'Geen pallettruck meer in het looppad',
    }),
    boardKaizen(903, { title: 'Afgewezen idee', status: 'declined', decline_reason: 'Nee' }),
    boardKaizen(904, { title: 'Concept van de leider', status: 'draft', author_id: LEAD_ID }),
    boardKaizen(905, { title: 'Wacht nog 1', status: 'open', decided_at: null }),
    boardKaizen(906, { title: 'Wacht nog 2', status: 'open', decided_at: null }),
    boardKaizen(907, { title: 'Oud nieuws', decided_at: lastMonth() }),
  ]);
}

const slideTitle = () => screen.findByRole('heading', { level: 2 });
/** A figure of the board's bar, as its term and value read. */
const figure = (term: string) => screen.getByText(term).closest('div')?.textContent;

describe('/board, the team board on the wall', () => {
  test("shows this month's approved kaizens one at a time, with photos, first name and effect", async () => {
    seedBoard();
    await renderApp('/board?team=1', { as: 'lead' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Productie' })).toBeVisible();
    expect((await slideTitle()).textContent).toBe('Schaduwbord bij de pers');
    const slide = screen.getByRole('article', { name: 'Schaduwbord bij de pers' });
    expect(within(slide).getByText('door Emma')).toBeVisible();
    expect(
      within(slide).getByRole('img', { name: 'Foto vooraf: Schaduwbord bij de pers' }),
    ).toHaveAttribute('src', '/storage/kaizens/k901-before.svg');
    expect(
      within(slide).getByRole('img', { name: 'Foto achteraf: Schaduwbord bij de pers' }),
    ).toHaveAttribute('src', '/storage/kaizens/k901-after.svg');
    expect(within(slide).getByText('€ 1.200 per jaar')).toBeVisible();
    expect(within(slide).getByText('8 uur per maand')).toBeVisible();
    expect(screen.getByText('Kaizen 1 van 2')).toBeVisible();
  });

  test("counts the waiting kaizens and this month's approved ones; no decline, draft or last month", async () => {
    seedBoard();
    const { passSlide } = useBoardClock();
    await renderApp('/board?team=1', { as: 'lead' });
    await slideTitle();

    expect(figure('Deze maand goedgekeurd')).toBe('Deze maand goedgekeurd2');
    expect(figure('Wacht op besluit')).toBe('Wacht op besluit2');
    const seen = new Set<string>();
    for (let slide = 0; slide < 4; slide += 1) {
      seen.add((await slideTitle()).textContent ?? '');
      await passSlide();
    }
    expect([...seen].sort()).toEqual(['Schaduwbord bij de pers', 'Vaste plek voor de pallettruck']);
    const page = document.body.textContent ?? '';
    for (const hidden of ['Afgewezen idee', 'Concept van de leider', 'Oud nieuws', 'Wacht nog']) {
      expect(page).not.toContain(hidden);
    }
  });

  test('cycles: the next kaizen after its time, its kaizen read before it shows, and round again', async () => {
    seedBoard();
    const api = recordRequests();
    const { passSlide } = useBoardClock();
    await renderApp('/board?team=1', { as: 'lead' });

    expect((await slideTitle()).textContent).toBe('Schaduwbord bij de pers');
    // The next slide's kaizen is read while this one shows.
    await expect.poll(() => api.started('/api/kaizen/902')).toBe(1);
    await passSlide();
    expect((await slideTitle()).textContent).toBe('Vaste plek voor de pallettruck');
    expect(screen.getByText('Geen pallettruck meer in het looppad')).toBeVisible();
    expect(screen.getByText('door Emma')).toBeVisible();
    await passSlide();
    expect((await slideTitle()).textContent).toBe('Schaduwbord bij de pers');
    // Read once each: an approved kaizen does not change.
    expect(api.started('/api/kaizen/901')).toBe(1);
    expect(api.started('/api/kaizen/902')).toBe(1);
  });

  test('a kaizen approved meanwhile comes with the next refresh and shows at once, counted', async () => {
    seedBoard();
    const { passRefresh } = useBoardClock();
    await renderApp('/board?team=1', { as: 'lead' });
    expect((await slideTitle()).textContent).toBe('Schaduwbord bij de pers');

    const waiting = getDb().kaizens.find((kaizen) => kaizen.id === 905);
    if (!waiting) throw new Error('the seed above has kaizen 905');
    Object.assign(waiting, { status: 'approved', decided_at: new Date().toISOString() });
    await passRefresh();

    await expect.poll(async () => (await slideTitle()).textContent).toBe('Wacht nog 1');
    expect(figure('Deze maand goedgekeurd')).toBe('Deze maand goedgekeurd3');
    expect(figure('Wacht op besluit')).toBe('Wacht op besluit1');
  });

  test('through an outage it keeps the last good state, says since when, and goes on cycling', async () => {
    seedBoard();
    const { passSlide, passRefresh } = useBoardClock();
    const readAt = new Date();
    readAt.setHours(14, 5, 0, 0);
    vi.setSystemTime(readAt);
    await renderApp('/board?team=1', { as: 'lead' });
    await slideTitle();
    expect(screen.getByRole('status')).toHaveTextContent('Bijgewerkt om 14:05');

    server.use(http.get('*/api/kaizen/by-team/1', () => HttpResponse.error()));
    await passRefresh();

    expect(
      await screen.findByText('Geen verbinding met de server. Bijgewerkt om 14:05'),
    ).toBeVisible();
    expect(figure('Deze maand goedgekeurd')).toBe('Deze maand goedgekeurd2');
    const before = (await slideTitle()).textContent;
    await passSlide();
    await expect.poll(async () => (await slideTitle()).textContent).not.toBe(before);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Geen verbinding met de server. Bijgewerkt om 14:05',
    );
    // The last good state stays the one on screen: the outage is said, not shown as an error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a refresh that changed nothing writes nothing to the device; a change is kept', async () => {
    seedBoard();
    const api = recordRequests();
    const { passRefresh } = useBoardClock();
    await renderApp('/board?team=1', { as: 'lead' });
    await slideTitle();
    const lead = useSessionStore.getState().user?.id ?? 0;
    const keptAt = async () =>
      (await keptList(lead, { name: 'team-kaizens', of: '1' }, teamKaizenSchema))?.savedAt;
    await expect.poll(keptAt).toBeDefined();
    const first = await keptAt();

    await passRefresh();
    await expect
      .poll(() => api.log.filter((line) => line === 'end /api/kaizen/by-team/1'))
      .toHaveLength(2);
    expect(await keptAt()).toBe(first);

    const waiting = getDb().kaizens.find((kaizen) => kaizen.id === 905);
    if (!waiting) throw new Error('the seed above has kaizen 905');
    Object.assign(waiting, { status: 'approved', decided_at: new Date().toISOString() });
    await passRefresh();
    await expect.poll(keptAt).toBeGreaterThan(first ?? 0);
  });
});
