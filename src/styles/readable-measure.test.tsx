import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp, type Persona } from '@tests/utils/render-app';
import { getDb } from '@/mocks/db/store';
import { declarationsOf, stylesheets } from '@tests/utils/scss';

// jsdom lays nothing out (and the unit project loads no CSS): what is checked is that each
// screen's form or text sits in a measure, and what the measures are.
const app = stylesheets()['_signed-in-pages.scss'];

test('a form column stops at 40rem, running text at 70 characters', () => {
  expect(declarationsOf(app, '.measure-form')).toMatchObject({ 'max-width': '40rem' });
  expect(declarationsOf(app, '.measure-text')).toMatchObject({ 'max-width': '70ch' });
});

describe.each<[string, Persona, string]>([
  ['/kaizen', 'lead', 'Wat wilt u verbeteren'],
  ['/profile', 'employee', 'Naam'],
  ['/company/edit', 'admin', 'Themakleur'],
  ['/team', 'admin', 'Naam van het team'],
])('the form on %s', (path, persona, field) => {
  test('keeps a readable width', async () => {
    await renderApp(path, { as: persona, activeTeamId: 1 });
    const [control] = await screen.findAllByLabelText(new RegExp(`^${field.replace('?', '\\?')}`));
    expect(control.closest('.measure-form')).not.toBeNull();
  });
});

test("a kaizen's texts keep a readable line length", async () => {
  const kaizen = getDb().kaizens.find((k) => k.status === 'approved');
  if (!kaizen) throw new Error('no approved kaizen seeded');

  await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

  const problem = await screen.findByText(kaizen.problem);
  expect(problem.closest('.measure-text')).not.toBeNull();
});

test('the FAQ keeps a readable line length', async () => {
  await renderApp('/help/faq', { as: 'lead' });
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.closest('.measure-text')).not.toBeNull();
});
