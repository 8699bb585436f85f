import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@tests/utils/render-app';

describe('the sign-in page', () => {
  test('names the product, welcomes the user in a card, and sets no inline style (strict CSP)', async () => {
    const { container } = await renderApp('/login');

    const card = (await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).closest(
      'section',
    );
    if (!card) throw new Error('The sign-in form is not in a section.');
    expect(card).toHaveClass('card');
    expect(screen.getByText('Quick & Easy Kaizen')).toBeVisible();
    expect(
      within(card).getByText('Welkom terug! Log in met uw e-mailadres of gebruikersnaam.'),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  test('welcomes the user in English too', async () => {
    await renderApp('/login', { locale: 'en' });

    expect(
      await screen.findByText('Welcome back! Sign in with your e-mail address or user name.'),
    ).toBeVisible();
  });
});
