import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { answer, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { getDb } from '@/mocks/db/store';
import {
  fill,
  improvementField,
  photo,
  resetAdminStorage,
  stubObjectUrls,
  submitAndReadSent,
} from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

async function capture() {
  const view = await renderApp('/kaizen', asEmployee);
  await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
  await view.user.upload(screen.getByLabelText(/^Foto vooraf/), photo('kabels.png'));
  await screen.findByAltText('Voorbeeld van de foto vooraf');
  await fill(view.user, improvementField(), 'een haak voor de kabels. Dan struikelt niemand.');
  return view;
}

describe('a kaizen captured as a photo and one sentence', () => {
  test('is complete: its title is proposed from the sentence and the situation is the photo', async () => {
    const requests = recordRequests();
    const { user } = await capture();

    expect(screen.getByText('Een haak voor de kabels')).toBeVisible();
    const fields = await submitAndReadSent(user, requests);
    expect(fields).toMatchObject({
      title: 'Een haak voor de kabels',
      problem: '',
      improvement: 'een haak voor de kabels. Dan struikelt niemand.',
      status: 'open',
    });
    expect(fields.before_image).toMatchObject({ type: 'image/png' });
    expect(getDb().kaizens.at(-1)).toMatchObject({ status: 'open', problem: '' });
  });

  test('the lead sees the photo where the situation is told', async () => {
    const kaizen = getDb().kaizens.find((k) => k.team_id === 1 && k.status === 'open');
    if (!kaizen) throw new Error('no open kaizen in team 1');
    Object.assign(kaizen, {
      problem: '',
      before_image_src: 'data:image/png;base64,AAAA',
      after_image_src: null,
    });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const heading = await screen.findByRole('heading', { name: 'Huidige situatie', level: 2 });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('img')).toHaveAttribute('src', kaizen.before_image_src);
    expect(screen.queryByText('Nog niet ingevuld.')).not.toBeInTheDocument();
  });

  test('a typed title replaces the proposal', async () => {
    const requests = recordRequests();
    const { user } = await capture();

    await user.click(screen.getByRole('button', { name: 'Titel wijzigen' }));
    const title = screen.getByLabelText('Titel');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('Een haak voor de kabels');
    await user.clear(title);
    await fill(user, title, 'Kabelhaak bij de pers');
    expect(await submitAndReadSent(user, requests)).toMatchObject({
      title: 'Kabelhaak bij de pers',
    });
  });

  test('a server that still requires the situation in words gets it asked for, nothing lost', async () => {
    answer(
      'post',
      '*/api/kaizen',
      {
        message: 'The given data was invalid.',
        errors: { problem: ['Het veld huidige situatie is verplicht.'] },
      },
      { status: 422 },
    );
    const { user } = await capture();

    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    const situation = screen.getByLabelText('Huidige situatie');
    await waitFor(() => expect(situation).toHaveFocus());
    expect(situation).toBeVisible();
    expect(situation).toHaveAccessibleDescription(/Het veld huidige situatie is verplicht\./);
    expect(improvementField()).toHaveValue('een haak voor de kabels. Dan struikelt niemand.');
    expect(screen.getByAltText('Voorbeeld van de foto vooraf')).toBeVisible();
  });
});

/** A stand-in for the browser's speech recogniser: it hears what the test says. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = true;
  continuous = true;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  hear(text: string) {
    this.onresult?.({ results: [[{ transcript: text }]] });
    this.onend?.();
  }
}

describe('dictation', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
  });

  test('where the browser recognises speech, what is said is added to the field in Dutch', async () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const { user } = await renderApp('/kaizen', asEmployee);
    await fill(user, await screen.findByLabelText('Wat wilt u verbeteren?'), 'Een haak.');

    await user.click(screen.getByRole('button', { name: 'Inspreken: Wat wilt u verbeteren?' }));
    const recognition = FakeRecognition.last;
    expect(recognition).toMatchObject({ started: true, lang: 'nl-NL' });
    expect(screen.getByRole('button', { name: 'Stoppen met inspreken' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => recognition?.hear('bij de pers'));

    expect(improvementField()).toHaveValue('Een haak. bij de pers');
    expect(
      screen.getByRole('button', { name: 'Inspreken: Wat wilt u verbeteren?' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('a refused microphone says so and keeps the text', async () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const { user } = await renderApp('/kaizen', asEmployee);
    await fill(user, await screen.findByLabelText('Wat wilt u verbeteren?'), 'Een haak.');

    await user.click(screen.getByRole('button', { name: 'Inspreken: Wat wilt u verbeteren?' }));
    act(() => FakeRecognition.last?.onerror?.({ error: 'not-allowed' }));

    expect(await screen.findByText(/De microfoon is niet toegestaan/)).toBeVisible();
    expect(improvementField()).toHaveValue('Een haak.');
  });

  test('offline the microphone stays where it is, disabled, and works again once online', async () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const { user } = await renderApp('/kaizen', asEmployee);
    const microphone = await screen.findByRole('button', {
      name: 'Inspreken: Wat wilt u verbeteren?',
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(microphone).toBeDisabled();

    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(microphone).toBeEnabled();
    await user.click(microphone);
    expect(FakeRecognition.last).toMatchObject({ started: true });
  });

  test('where it cannot, there is no microphone at all', async () => {
    await renderApp('/kaizen', asEmployee);
    await screen.findByLabelText('Wat wilt u verbeteren?');

    expect(screen.queryByRole('button', { name: /Inspreken/ })).not.toBeInTheDocument();
  });
});
