import { expect, test } from 'vitest';
import type { z } from 'zod/mini';
import * as factories from '@tests/factories';
import { refSchema } from './common';
import {
  companyConfiguratorSchema,
  companyRowSchema,
  companySchema,
  teamDataRowSchema,
} from './company';
import { documentSchema, documentTitleSchema, editorImageSchema, patchNoteSchema } from './content';
import { kaizenSchema } from './kaizen';
import { languageFileSchema } from './language';
import { roleSchema } from './role';
import { teamSchema } from './team';
import { currentUserSchema, memberSchema, userSchema } from './user';

// Factories stand in for the server in every test, so each must build what its schema accepts.
test.each([
  ['buildCurrentUser', currentUserSchema, factories.buildCurrentUser],
  ['buildUser', userSchema, factories.buildUser],
  ['buildMember', memberSchema, factories.buildMember],
  ['buildTeam', teamSchema, factories.buildTeam],
  ['buildRef', refSchema, factories.buildRef],
  ['buildRole', roleSchema, factories.buildRole],
  ['buildKaizen', kaizenSchema, factories.buildKaizen],
  ['buildCompany', companySchema, factories.buildCompany],
  ['buildCompanyRow', companyRowSchema, factories.buildCompanyRow],
  ['buildCompanyConfigurator', companyConfiguratorSchema, factories.buildCompanyConfigurator],
  ['buildTeamDataRow', teamDataRowSchema, factories.buildTeamDataRow],
  ['buildPatchNote', patchNoteSchema, factories.buildPatchNote],
  ['buildEditorImage', editorImageSchema, factories.buildEditorImage],
  ['buildDocument', documentSchema, factories.buildDocument],
  ['buildDocumentTitle', documentTitleSchema, factories.buildDocumentTitle],
  ['buildLanguageFile', languageFileSchema, () => factories.buildLanguageFile()],
] as const)('%s builds a response its schema accepts', (_name, schema: z.ZodMiniType, build) => {
  expect(schema.safeParse(build()).error).toBeUndefined();
});

test('each built record gets a new id and keeps the overrides it is given', () => {
  const first = factories.buildKaizen();
  const second = factories.buildKaizen({ status: 'approved' });

  expect(second.id).toBeGreaterThan(first.id);
  expect(second.status).toBe('approved');
});
