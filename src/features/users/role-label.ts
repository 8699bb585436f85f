import type { TFunction } from 'i18next';

// Role names are server data an admin may choose freely; a name with i18next's separators
// ('.' or ':') or other marks could reach an unrelated message, so only plain names are looked up.
const PLAIN_NAME = /^[\p{L}\p{N}_ -]+$/u;

/**
 * A role's name in the user's language where the client knows the role (base `role_names`),
 * else the name as the server sends it: `roleLabel(t, 'teamleader')` is 'Teamleider' in Dutch.
 */
export function roleLabel(t: TFunction, name: string): string {
  return PLAIN_NAME.test(name) ? t(`base:role_names.${name}`, { defaultValue: name }) : name;
}
