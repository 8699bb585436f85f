// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { mayReadDecline, seesOthersDeclines } from './decline-visibility';

const user = (permissions: string[] = []): CurrentUser =>
  currentUserSchema.parse(buildCurrentUser({ all_permissions: permissions }));

const declined = (overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen =>
  kaizenSchema.parse(buildKaizen({ status: 'declined', decline_reason: 'Te duur.', ...overrides }));

describe('who reads a declined kaizen', () => {
  test('those who decide, in their team or any team, see the declines of others', () => {
    expect(seesOthersDeclines(user(['review kaizen']))).toBe(true);
    expect(seesOthersDeclines(user(['create kaizen any team']))).toBe(true);
    expect(seesOthersDeclines(user(['create kaizen']))).toBe(false);
    expect(seesOthersDeclines(null)).toBe(false);
  });

  test('anything but a decline is read by anyone, signed in or not', () => {
    const open = kaizenSchema.parse(buildKaizen({ status: 'open' }));
    expect(mayReadDecline(null, open)).toBe(true);
    expect(mayReadDecline(user(), open)).toBe(true);
  });

  test('a decline only by its author or by who decides', () => {
    const employee = user();
    expect(mayReadDecline(employee, declined())).toBe(false);
    expect(mayReadDecline(null, declined())).toBe(false);
    expect(
      mayReadDecline(employee, declined({ author: { id: employee.id, name: employee.name } })),
    ).toBe(true);
    expect(mayReadDecline(user(['review kaizen']), declined())).toBe(true);
  });
});
