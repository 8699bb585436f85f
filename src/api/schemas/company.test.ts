// @vitest-environment node
import { expect, test } from 'vitest';
import { buildCompany } from '@tests/factories';
import { apiEnabledSchema, companySchema, sitesSchema, translationsOf } from './company';

test('translatable fields are read per language from their {field}_{code} keys', () => {
  const company = companySchema.parse(
    buildCompany({ welcome_text_en: 'Welcome', welcome_text_de: 'Willkommen' }),
  );

  expect(translationsOf(company, 'welcome_text', ['en', 'de', 'fr'])).toEqual({
    en: 'Welcome',
    de: 'Willkommen',
    fr: '',
  });
});

test('a company without logo or colour parses with both null', () => {
  const { id, name } = buildCompany();

  expect(companySchema.parse({ id, name })).toMatchObject({
    id,
    name,
    logo_src: null,
    color: null,
    api_enabled: false,
  });
});

test('api-enabled may be a boolean or {enabled}', () => {
  expect(apiEnabledSchema.parse(true)).toBe(true);
  expect(apiEnabledSchema.parse({ enabled: false })).toBe(false);
});

test('sites may be names or {name} records', () => {
  expect(sitesSchema.parse(['Berlin', { name: 'Linz' }])).toEqual(['Berlin', 'Linz']);
});
