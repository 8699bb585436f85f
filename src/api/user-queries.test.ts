import { beforeEach, expect, test, vi } from 'vitest';
import { signInAs } from '@/mocks/testing';
import { recordRequests } from '@tests/utils/api';
import { USERS_KEY, userQueries } from './user-queries';
import { queryClientPerTest } from '@tests/utils/query-client';

const client = queryClientPerTest();
beforeEach(async () => {
  await signInAs('superadmin');
});

test('the user table and the roles ask their calls; the roles are kept five minutes', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const requests = recordRequests();
  const fetchBoth = async () => {
    await client().fetchQuery(userQueries.table({ page: 0, size: 10 }));
    await client().fetchQuery(userQueries.roles());
  };

  await fetchBoth();
  vi.setSystemTime(Date.now() + 5 * 60_000 - 1);
  await fetchBoth();
  expect(requests.lines()).toEqual([
    'POST /api/user/table',
    'GET /crud/role',
    'POST /api/user/table',
  ]);

  vi.setSystemTime(Date.now() + 1);
  await client().fetchQuery(userQueries.roles());
  expect(requests.started('/crud/role')).toBe(2);
});

test('while the next page of users loads, the table keeps showing the last one', () => {
  const previous = { data: [], total: 3 };
  const { placeholderData } = userQueries.table({ page: 1, size: 10 });

  expect(typeof placeholderData === 'function' && placeholderData(previous, undefined)).toBe(
    previous,
  );
});

test('each opening of the user dialog loads the user afresh and forgets it once closed', async () => {
  const load = vi.fn(() => Promise.resolve({ id: 4 }));
  const first = userQueries.form(4, 1, load);

  await client().fetchQuery(first);
  await client().fetchQuery(userQueries.form(4, 2, load));
  await client().fetchQuery(userQueries.form(undefined, 2, load));

  expect(load).toHaveBeenCalledTimes(3);
  expect(first.gcTime).toBe(0);
  expect(userQueries.form(undefined, 1, load).queryKey).not.toEqual(first.queryKey);
  expect(userQueries.form(5, 1, load).queryKey).not.toEqual(first.queryKey);
});

test('invalidating the users reaches the table and the dialog, not the roles', async () => {
  const table = userQueries.table({ page: 0, size: 10 });
  const form = userQueries.form(4, 1, () => Promise.resolve({ id: 4 }));
  await client().fetchQuery(table);
  await client().fetchQuery(userQueries.roles());

  await client().invalidateQueries({ queryKey: USERS_KEY });

  expect(client().getQueryState(table.queryKey)?.isInvalidated).toBe(true);
  expect(client().getQueryState(userQueries.roles().queryKey)?.isInvalidated).toBe(false);
  expect(form.queryKey[0]).toBe(USERS_KEY[0]);
});
