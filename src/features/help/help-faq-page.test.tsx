import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render-app';

describe('/help/faq', () => {
  test('shows the questions from the language file; a question opens its answer', async () => {
    const { user } = await renderApp('/help/faq', { as: 'employee' });

    const question = await screen.findByRole('button', { name: 'Wat is een kaizen?' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/kleine, concrete verbetering/)).toBeVisible();
  });

  test('search filters on questions and answers, ignoring case and accents', async () => {
    const { user } = await renderApp('/help/faq', { as: 'employee' });
    const search = await screen.findByRole('searchbox', { name: 'Zoeken in de vragen' });

    await user.type(search, 'TEAM');
    const found = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(found).toEqual([
      'Wie ziet mijn concept?',
      'Hoe wordt mijn kaizen beoordeeld?',
      'Hoe wissel ik van team?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 vragen gevonden');

    await user.clear(search);
    await user.type(search, 'afwíjzing reden');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 vraag gevonden');

    await user.clear(search);
    await user.type(search, 'parkeren');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText('Geen vragen gevonden. Probeer een ander woord.')).toBeInTheDocument();
  });

  test('in English the English questions show', async () => {
    const employee = getDb().users.find((row) => row.email === ACCOUNTS.employee);
    if (!employee) throw new Error('The seed has no employee.');
    employee.locale = 'en';
    await renderApp('/help/faq', { as: 'employee', locale: 'en' });

    expect(await screen.findByRole('button', { name: 'What is a kaizen?' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Common questions',
    );
  });
});

describe('/help/contact', () => {
  test('shows the contact details with a mailto link', async () => {
    await renderApp('/help/contact', { as: 'employee' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@quick-easy-kaizen.example' })).toHaveAttribute(
      'href',
      'mailto:support@quick-easy-kaizen.example',
    );
    expect(screen.getByRole('link', { name: 'Stuur ons een e-mail' })).toHaveAttribute(
      'href',
      'mailto:support@quick-easy-kaizen.example',
    );
    expect(screen.getByRole('link', { name: '+31 (0)30 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+31301234567',
    );
  });
});
