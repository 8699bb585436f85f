import { beforeEach, expect, test } from 'vitest';
import { signInAs } from '@/mocks/testing';
import { recordRequests } from '@tests/utils/api';
import { contentQueries } from './content-queries';
import { queryClientPerTest } from '@tests/utils/query-client';

const client = queryClientPerTest();
beforeEach(async () => {
  await signInAs('superadmin');
});

test('each help content query asks its own call, afresh each time, under one key', async () => {
  const requests = recordRequests();
  const fetchAll = async () => {
    await client().fetchQuery(contentQueries.patchNotes());
    await client().fetchQuery(contentQueries.documentTitles());
    await client().fetchQuery(contentQueries.editorImages());
  };

  await fetchAll();
  await fetchAll();
  await client().invalidateQueries({ queryKey: ['content'] });

  expect(requests.lines()).toEqual([
    'GET /crud/update',
    'GET /crud/document-title',
    'GET /crud/editor_image',
    'GET /crud/update',
    'GET /crud/document-title',
    'GET /crud/editor_image',
  ]);
  expect(
    client()
      .getQueryCache()
      .findAll({ queryKey: ['content'] }),
  ).toHaveLength(3);
  expect(
    client()
      .getQueryCache()
      .findAll({ queryKey: ['content'], predicate: (q) => !q.state.isInvalidated }),
  ).toEqual([]);
});
