import { afterEach, describe, expect, test } from 'vitest';
import { setRequestLocale } from '@/api/http';
import { fetchLanguageFile, setSessionLocale } from '@/api/session';
import { fetchCurrentUser } from '@/api/current-user';
import { knownLanguagePages } from './handlers/language';
import { rejectionOf, signInAs } from './testing';

afterEach(() => setRequestLocale(undefined));

describe('demo backend: language files and locale', () => {
  test('a page comes with the base messages, in Dutch by default', async () => {
    const file = await fetchLanguageFile('help.faq');

    expect(Object.keys(file).sort()).toEqual(['base', 'help.faq']);
    expect(file['help.faq']).toMatchObject({ title: 'Veelgestelde vragen' });
    expect(file['help.faq']?.items).toHaveLength(5);
  });

  test('the Accept-Language header picks the language', async () => {
    const file = await fetchLanguageFile('team.select', 'en');

    expect(file['team.select']).toMatchObject({ title: 'Choose a team' });
  });

  test('without a header the session locale applies, also before signing in', async () => {
    await setSessionLocale('en');

    expect((await fetchLanguageFile('kaizen.new'))['kaizen.new']).toMatchObject({
      title: 'New kaizen',
    });
  });

  test('an unknown page is a 404', async () => {
    expect((await rejectionOf(fetchLanguageFile('nope.page'))).status).toBe(404);
  });

  test('an unknown locale is a 422 on locale', async () => {
    const error = await rejectionOf(setSessionLocale('fr'));

    expect(error.status).toBe(422);
    expect(error.fieldError('locale')).toBeTruthy();
  });

  test('a locale chosen on the login page is kept after signing in', async () => {
    await setSessionLocale('en');
    await signInAs('lead');

    expect((await fetchCurrentUser()).locale).toBe('en');
  });

  test('server messages follow the request language', async () => {
    setRequestLocale('en');

    expect((await rejectionOf(fetchCurrentUser())).serverMessage).toBe('Unauthenticated.');
  });

  test('every page has a file in both languages', () => {
    expect(knownLanguagePages('nl')).toEqual(
      expect.arrayContaining(['base', 'home.home', 'help.faq', 'company-configurator.index']),
    );
    expect(knownLanguagePages('en')).toEqual(knownLanguagePages('nl'));
  });
});
