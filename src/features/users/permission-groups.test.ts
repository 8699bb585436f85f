// @vitest-environment node
import { expect, test } from 'vitest';
import { PERMISSIONS } from '@/api/schemas/role';
import en from '@/mocks/lang/en/user.index.json';
import nl from '@/mocks/lang/nl/user.index.json';
import { PERMISSION_GROUPS, permissionLabelKey } from './permission-groups';

const grouped = PERMISSION_GROUPS.flatMap((group) => group.permissions);

test('the checklist offers every permission of the spec and review kaizen, each once', () => {
  expect([...grouped].sort()).toEqual([...PERMISSIONS, 'review kaizen'].sort());
});

test('every permission and group has a label in Dutch and in English', () => {
  for (const messages of [nl, en]) {
    for (const permission of grouped) {
      const key = permissionLabelKey(permission).split('.')[1];
      expect(messages.permissions, permission).toHaveProperty([key]);
    }
    for (const group of PERMISSION_GROUPS) {
      expect(messages.permission_groups, group.id).toHaveProperty([group.id]);
    }
  }
});
