import { describe, expect, test } from 'vitest';
import { buildCurrentUser } from '@tests/factories';
import { answer, failureOf, requestLine } from '@tests/utils/api';
import { omit } from '@tests/utils/omit';
import { askCurrentUser, fetchCurrentUser, readSessionChoices } from './current-user';
import { PLACEHOLDER_PICTURE } from './schemas/common';
import { currentUserSchema } from './schemas/user';

describe('the current user', () => {
  test('is fetched from /api/user and parsed', async () => {
    const sent = buildCurrentUser({
      name: 'Ada',
      languages: ['en', { code: 'de', name: 'Deutsch' }],
      active_team: { id: 4, name: 'Paint shop' },
      all_roles: ['team leader'],
      all_permissions: [{ name: 'view team' }],
    });
    const received = answer('get', '/api/user', sent);

    const user = await fetchCurrentUser();

    expect(requestLine(received.only)).toBe('GET /api/user');
    expect(user).toMatchObject({
      id: sent.id,
      name: 'Ada',
      picture_src: sent.picture_src,
      languages: [
        { code: 'en', name: 'EN', flag_src: null },
        { code: 'de', name: 'Deutsch', flag_src: null },
      ],
      active_team: { id: 4, name: 'Paint shop' },
      all_roles: ['team leader'],
      all_permissions: ['view team'],
    });
  });

  test('a missing or unsafe picture becomes the placeholder, an unsafe logo null', async () => {
    answer('get', '/api/user', omit(buildCurrentUser(), 'picture_src'));
    await expect(fetchCurrentUser()).resolves.toMatchObject({ picture_src: PLACEHOLDER_PICTURE });

    answer(
      'get',
      '/api/user',
      buildCurrentUser({ picture_src: 'javascript:alert(1)', logo_src: 'javascript:alert(1)' }),
    );
    await expect(fetchCurrentUser()).resolves.toMatchObject({
      picture_src: PLACEHOLDER_PICTURE,
      logo_src: null,
    });
  });

  test('a user without a name is an invalid response that names the field', async () => {
    answer('get', '/api/user', omit(buildCurrentUser(), 'name'));

    const error = await failureOf(fetchCurrentUser());

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('(name: ');
  });
});

describe("the session's choices read by hand", () => {
  /** What the user's schema makes of the same answer, in the choices' terms. */
  const parsedChoices = (data: unknown) => {
    const user = currentUserSchema.parse(data);
    return {
      locale: user.locale,
      languages: user.languages.map((language) => language.code),
      activeTeamId: user.active_team?.id ?? null,
    };
  };

  const paintShop = (id: unknown) => ({ id, name: 'Paint shop' });

  test.each([
    ['codes and objects, a team', { languages: ['en', { code: 'de' }], active_team: paintShop(4) }],
    ['an id as text, no locale', { locale: null, active_team: paintShop('7') }],
    ['no languages, no team', { languages: null, active_team: null }],
    ['languages and team left out', { languages: undefined, active_team: undefined }],
    ['a regional code', { locale: 'pt-BR', languages: [{ code: 'pt-BR', name: 'Português' }] }],
  ])('agree with the user schema: %s', (_name, overrides) => {
    const sent = { ...buildCurrentUser(), ...overrides };

    expect(readSessionChoices(sent)).toEqual(parsedChoices(sent));
  });

  test.each([
    ['a locale that is not text', { locale: 3 }],
    ['a language without a code', { languages: [{ name: 'Nederlands' }] }],
    ['a code that is no locale', { languages: ['<b>'] }],
    ['languages that are no list', { languages: 'nl' }],
    ['a team without an id', { active_team: { name: 'Paint shop' } }],
    ['a team id of 0', { active_team: paintShop(0) }],
  ])('are not read from %s', (_name, overrides) => {
    expect(readSessionChoices({ ...buildCurrentUser(), ...overrides })).toBeUndefined();
  });

  test('settle as the answer comes, and without one once the read failed', async () => {
    answer(
      'get',
      '/api/user',
      buildCurrentUser({ locale: 'en', active_team: { id: 4, name: 'x' } }),
    );
    const asked = askCurrentUser();
    await expect(asked.choices).resolves.toMatchObject({ locale: 'en', activeTeamId: 4 });
    await asked.user;

    answer('get', '/api/user', { message: 'Unauthenticated.' }, { status: 401 });
    const refused = askCurrentUser();
    await expect(refused.choices).resolves.toBeUndefined();
    expect((await failureOf(refused.user)).status).toBe(401);
  });
});
