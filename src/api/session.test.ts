import { afterEach, expect, test } from 'vitest';
import { buildLanguageFile, buildRef } from '@tests/factories';
import { answer, failureOf, requestLine } from '@tests/utils/api';
import { setRequestLocale } from './http';
import { fetchLanguageFile, setSessionLocale, setSessionTeam } from './session';

afterEach(() => setRequestLocale(undefined));

test('setting the session locale calls the locale route and needs no particular answer', async () => {
  const received = answer('get', '/api/session/locale/pt-BR', '');

  await expect(setSessionLocale('pt-BR')).resolves.toBeUndefined();

  expect(requestLine(received.only)).toBe('GET /api/session/locale/pt-BR');
});

test('setting the session team returns the team the server made active', async () => {
  const team = buildRef({ id: 7, name: 'Paint shop' });
  const received = answer('get', '/api/session/team/7', team);

  await expect(setSessionTeam(7)).resolves.toEqual(team);

  expect(requestLine(received.only)).toBe('GET /api/session/team/7');
});

test('setting the session team also reads an answer wrapped in active_team', async () => {
  const team = buildRef({ id: 7, name: 'Paint shop' });
  answer('get', '/api/session/team/7', { active_team: team });

  await expect(setSessionTeam(7)).resolves.toEqual(team);
});

test('a language file is fetched with the base messages and returned as sent', async () => {
  const file = buildLanguageFile('kaizen.new', { 'kaizen.new': { title: 'New kaizen' } });
  const received = answer('get', '/api/language/kaizen.new', file);

  await expect(fetchLanguageFile('kaizen.new')).resolves.toEqual(file);

  expect(requestLine(received.only)).toBe('GET /api/language/kaizen.new?withBase=true');
});

test('a language file for a named locale asks for that locale, even over the request locale', async () => {
  setRequestLocale('en');
  const received = answer('get', '/api/language/home', buildLanguageFile('home'));

  await fetchLanguageFile('home', 'de');

  expect(received.only.headers.get('Accept-Language')).toBe('de');
});

test('a language file that is not a set of namespaces is an invalid response', async () => {
  answer('get', '/api/language/home', { base: 'Save' });

  const error = await failureOf(fetchLanguageFile('home'));

  expect(error.kind).toBe('invalid-response');
  expect(error.message).toContain('base');
});

test('a session team sent as a Laravel team with its users keeps only their ids', async () => {
  answer('get', '/api/session/team/7', {
    active_team: { id: 7, name: 'Paint shop', users: [{ id: 3, name: 'Lars' }, { id: '4' }] },
  });

  await expect(setSessionTeam(7)).resolves.toEqual({
    id: 7,
    name: 'Paint shop',
    users: [{ id: 3 }, { id: 4 }],
  });
});
