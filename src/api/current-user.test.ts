import { describe, expect, test } from 'vitest';
import { buildCurrentUser } from '@tests/factories';
import { answer, failureOf, requestLine } from '@tests/utils/api';
import { omit } from '@tests/utils/omit';
import { fetchCurrentUser } from './current-user';
import { PLACEHOLDER_PICTURE } from './schemas/common';

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
