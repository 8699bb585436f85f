import { beforeEach, expect, test } from 'vitest';
import { signInAs } from '@/mocks/testing';
import { buildCurrentUser } from '@tests/factories';
import { recordRequests } from '@tests/utils/api';
import {
  fetchApiEnabled,
  fetchCompany,
  fetchCompanyConfigurator,
  fetchCompanyDocuments,
  fetchSites,
  fetchTeamData,
} from './companies';
import { fetchDocumentTitles, fetchEditorImages, fetchPatchNotes } from './content';
import {
  fetchKaizen,
  fetchKaizenFormOptions,
  fetchKaizensByTeam,
  fetchKaizensByUser,
  fetchSharedKaizens,
} from './kaizens';
import { fetchRoles } from './roles';
import { currentUserSchema } from './schemas/user';
import { fetchTeamMembers, fetchTeams } from './teams';
import { fetchCurrentUser } from './current-user';
import { fetchUser, refreshCurrentUser } from './users';

beforeEach(async () => {
  await signInAs('superadmin');
});

// A write is sent with an idempotency key (idempotency.ts); a read must not look like one.
test.each([
  ['fetchCompany', fetchCompany],
  ['fetchApiEnabled', fetchApiEnabled],
  ['fetchCompanyConfigurator', fetchCompanyConfigurator],
  ['fetchCompanyDocuments', fetchCompanyDocuments],
  ['fetchTeamData', fetchTeamData],
  ['fetchSites', () => fetchSites(1)],
  ['fetchPatchNotes', fetchPatchNotes],
  ['fetchEditorImages', fetchEditorImages],
  ['fetchDocumentTitles', fetchDocumentTitles],
  ['fetchKaizen', () => fetchKaizen(1)],
  ['fetchKaizenFormOptions', fetchKaizenFormOptions],
  ['fetchKaizensByTeam', () => fetchKaizensByTeam(1)],
  ['fetchKaizensByUser', () => fetchKaizensByUser(1)],
  ['fetchSharedKaizens', fetchSharedKaizens],
  ['fetchRoles', fetchRoles],
  ['fetchTeams', fetchTeams],
  ['fetchTeamMembers', () => fetchTeamMembers(1)],
  ['fetchCurrentUser', fetchCurrentUser],
  ['fetchUser', () => fetchUser(1)],
  ['refreshCurrentUser', () => refreshCurrentUser(currentUserSchema.parse(buildCurrentUser()))],
] as const)('%s is a read: a GET without an idempotency key', async (_, read) => {
  const requests = recordRequests();

  // Whether the demo data has the record does not matter here, only how it was asked.
  await (read as () => Promise<unknown>)().catch(() => undefined);

  expect(requests.all.map((sent) => [sent.method, sent.headers.get('Idempotency-Key')])).toEqual([
    ['GET', null],
  ]);
});
