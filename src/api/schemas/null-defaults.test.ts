// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { buildCompany, buildKaizen, buildTeam } from '@tests/factories';
import { companySchema } from './company';
import { kaizenSchema } from './kaizen';
import { roleSchema } from './role';
import { teamSchema } from './team';

// `Model::create()` answers a column that has only a database default with `null`: Laravel did
// not read the row back. That is the default, not an unreadable answer.
describe('null for a value with a default reads as the default', () => {
  test.each([
    ['a team', teamSchema, buildTeam(), { print_enabled: false, users: [] }],
    ['a company', companySchema, buildCompany(), { api_enabled: false }],
    ['a kaizen', kaizenSchema, buildKaizen(), { shared: false }],
  ] as const)('%s', (_name, schema, built, defaults) => {
    const nulls = Object.fromEntries(Object.keys(defaults).map((key) => [key, null]));
    const parsed = schema.safeParse({ ...built, ...nulls });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(defaults);
  });

  test('a value that is there is kept, in Laravel spellings too; a wrong one still fails', () => {
    expect(teamSchema.parse({ ...buildTeam(), print_enabled: 1 }).print_enabled).toBe(true);
    expect(roleSchema.parse({ id: 1, name: 'x', is_assignable: null }).is_assignable).toBe(false);
    expect(teamSchema.safeParse({ ...buildTeam(), print_enabled: 'maybe' }).success).toBe(false);
  });
});
