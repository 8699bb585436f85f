import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render-app';

/** The employee's company (Noordhaven) as the demo seeds it. */
const company = () => getDb().companies[0];

/** The employee reads in English (the session's locale comes from the user). */
function employeeReadsEnglish() {
  const employee = getDb().users.find((row) => row.email === ACCOUNTS.employee);
  if (!employee) throw new Error('The seed has no employee.');
  employee.locale = 'en';
}

describe("the company's own texts from the configurator", () => {
  test("/help/about shows the about text in the reader's language under the company's name", async () => {
    await renderApp('/help/about', { as: 'employee' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Over Noordhaven Verpakkingen B.V.' }),
    ).toBeVisible();
    expect(
      screen.getByText('Noordhaven maakt duurzame verpakkingen op drie locaties.'),
    ).toHaveAttribute('lang', 'nl');
  });

  test('/help/contact shows the contact text, in English for an English reader', async () => {
    employeeReadsEnglish();
    await renderApp('/help/contact', { as: 'employee', locale: 'en' });

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Your contacts at Noordhaven Verpakkingen B.V.',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('Questions? Mail kaizen@noordhaven.example or call +31 10 123 45 67.'),
    ).toBeVisible();
  });

  test('a text written only in Dutch still shows to an English reader, marked as Dutch', async () => {
    Object.assign(company().translations, { about_text_en: '' });
    employeeReadsEnglish();
    await renderApp('/help/about', { as: 'employee', locale: 'en' });

    const text = await screen.findByText(
      'Noordhaven maakt duurzame verpakkingen op drie locaties.',
    );
    expect(text).toHaveAttribute('lang', 'nl');
  });
});
