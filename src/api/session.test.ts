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

test('a locale answer naming another locale says the change did not take; its own is fine', async () => {
  answer('get', '/api/session/locale/en', { locale: 'nl' });
  const error = await failureOf(setSessionLocale('en'));
  expect(error.kind).toBe('invalid-response');
  expect(error.message).toContain("{locale: 'en'}");

  answer('get', '/api/session/locale/en', { locale: 'en' });
  await expect(setSessionLocale('en')).resolves.toBeUndefined();
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

test('the session locale is put in the path encoded', async () => {
  const received = answer('get', '/api/session/locale/x%2Fy', '');

  await setSessionLocale('x/y');

  expect(requestLine(received.only)).toBe('GET /api/session/locale/x%2Fy');
});

test.each([
  ['an id that is not a positive whole number', { id: 0, name: 'Paint shop' }],
  ['a fractional id', { id: 7.5, name: 'Paint shop' }],
  ['no name', { id: 7 }],
  ['a member without an id', { id: 7, name: 'Paint shop', users: [{ id: 3 }, { name: 'Lars' }] }],
  ['no object', 'Paint shop'],
])('a session team with %s is an invalid response', async (_, team) => {
  answer('get', '/api/session/team/7', { active_team: team });

  const error = await failureOf(setSessionTeam(7));

  expect(error.kind).toBe('invalid-response');
  expect(error.message).toContain('the active team 7 as {id, name}');
});

test('a session team answer naming another team says the change did not take', async () => {
  answer('get', '/api/session/team/7', { active_team: { id: 3, name: 'Logistiek' } });

  const error = await failureOf(setSessionTeam(7));

  expect(error.kind).toBe('invalid-response');
  expect(error.message).toContain('the active team 7');
});

test('a session team whose name came back null reads as an empty name, without members', async () => {
  answer('get', '/api/session/team/7', { id: '7', name: null, users: 'all' });

  await expect(setSessionTeam(7)).resolves.toEqual({ id: 7, name: '' });
});

test('a language file that is not an object is an invalid response that says what was expected', async () => {
  answer('get', '/api/language/home', 'base');

  const error = await failureOf(fetchLanguageFile('home'));

  expect(error.message).toContain('expected an object of namespaces');
});

test('a language file without a locale of its own sends the request locale, or none', async () => {
  const received = answer('get', '/api/language/home', buildLanguageFile('home'));

  await fetchLanguageFile('home');
  setRequestLocale('en');
  await fetchLanguageFile('home');

  expect(received.all.map((sent) => sent.headers.get('Accept-Language'))).toEqual([null, 'en']);
});
