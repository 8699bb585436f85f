// @vitest-environment node
import { expect, test } from 'vitest';
import { buildCurrentUser } from '@tests/factories';
import { PLACEHOLDER_PICTURE } from './common';
import { currentUserSchema } from './user';

test('languages given as plain codes or as objects both parse', () => {
  const user = currentUserSchema.parse(
    buildCurrentUser({
      languages: [
        'en',
        { code: 'de', name: 'Deutsch', flag_src: '/images/flags/de.svg' },
        { code: 'pt-BR' },
      ],
    }),
  );

  expect(user.languages).toEqual([
    { code: 'en', name: 'EN', flag_src: null },
    { code: 'de', name: 'Deutsch', flag_src: '/images/flags/de.svg' },
    { code: 'pt-BR', name: 'PT-BR', flag_src: null },
  ]);
});

test('a language that is not a locale code is refused', () => {
  expect(currentUserSchema.safeParse(buildCurrentUser({ languages: ['English'] })).success).toBe(
    false,
  );
});

test('a user without picture, logo, team, roles or languages still parses, with the placeholder picture', () => {
  const { id, name } = buildCurrentUser();

  expect(currentUserSchema.parse({ id, name })).toEqual({
    id,
    name,
    picture_src: PLACEHOLDER_PICTURE,
    logo_src: null,
    color: null,
    locale: null,
    languages: [],
    active_team: null,
    all_roles: [],
    all_permissions: [],
  });
});

test('roles and permissions may come as names or as {name} records', () => {
  const user = currentUserSchema.parse(
    buildCurrentUser({
      all_roles: [{ name: 'team leader' }],
      all_permissions: ['view team', { name: 'move kaizen' }],
    }),
  );

  expect(user.all_roles).toEqual(['team leader']);
  expect(user.all_permissions).toEqual(['view team', 'move kaizen']);
});
