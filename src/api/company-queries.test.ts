import { beforeEach, expect, test, vi } from 'vitest';
import { signInAs } from '@/mocks/testing';
import { recordRequests } from '@tests/utils/api';
import { currentCompany } from '@/lib/current-company';
import { COMPANIES_KEY, companyQueries } from './company-queries';
import { queryClientPerTest } from '@tests/utils/query-client';

const client = queryClientPerTest();
beforeEach(async () => {
  await signInAs('superadmin');
});

const queries = () => [
  currentCompany(),
  companyQueries.teamData(),
  companyQueries.apiEnabled(),
  companyQueries.configurator(),
  companyQueries.documents(),
  companyQueries.table({ page: 0, size: 10 }),
  companyQueries.sites(1),
];

test('each company query asks its own call', async () => {
  const requests = recordRequests();

  for (const query of queries()) await client().fetchQuery(query as never);

  expect(requests.lines()).toEqual([
    'GET /api/company',
    'GET /api/company/team-data',
    'GET /api/company/api-enabled',
    'GET /api/company/company-configurator',
    'GET /api/company/company-documents',
    'POST /crud/company/table?append=meta_data',
    'GET /api/company/1/sites',
  ]);
});

test('the company is kept a minute; the rest is fetched afresh', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const requests = recordRequests();

  for (const query of queries()) await client().fetchQuery(query as never);
  vi.setSystemTime(Date.now() + 59_999);
  for (const query of queries()) await client().fetchQuery(query as never);
  expect(requests.started('/api/company')).toBe(1);
  expect(requests.all).toHaveLength(13);

  vi.setSystemTime(Date.now() + 1);
  await client().fetchQuery(currentCompany());
  expect(requests.started('/api/company')).toBe(2);
});

test('two tables, or the sites of two companies, are two queries', () => {
  const table = companyQueries.table({ page: 0, size: 10 }).queryKey;
  expect(companyQueries.table({ page: 1, size: 10 }).queryKey).not.toEqual(table);
  expect(companyQueries.sites(2).queryKey).not.toEqual(companyQueries.sites(1).queryKey);
});

test('invalidating the companies reaches every company query', async () => {
  for (const query of queries()) await client().fetchQuery(query as never);

  await client().invalidateQueries({ queryKey: COMPANIES_KEY });

  for (const { queryKey } of queries()) {
    expect(client().getQueryState(queryKey)?.isInvalidated).toBe(true);
  }
});
