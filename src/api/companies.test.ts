import { describe, expect, test } from 'vitest';
import {
  buildCompany,
  buildCompanyConfigurator,
  buildCompanyRow,
  buildDocument,
  buildDocumentTitle,
  buildTeamDataRow,
} from '@tests/factories';
import { answer, failureOf, formFields, jsonBody, requestLine } from '@tests/utils/api';
import {
  addSite,
  createCompany,
  createCompanyDocumentTitle,
  deleteSite,
  fetchApiEnabled,
  fetchCompany,
  fetchCompanyConfigurator,
  fetchCompanyDocuments,
  fetchCompanyTable,
  fetchSites,
  fetchTeamData,
  renameSite,
  saveCompanyConfiguration,
  updateCompanyRecord,
} from './companies';

describe('companies', () => {
  test('the company table asks for meta_data and sends start = page * size', async () => {
    const row = buildCompanyRow({ meta_data: { users_count: 12, teams_count: 3 } });
    const received = answer('post', '/crud/company/table', { data: [row], total: 11 });

    const page = await fetchCompanyTable({ page: 1, size: 10, filters: { search: 'acme' } });

    expect(requestLine(received.only)).toBe('POST /crud/company/table?append=meta_data');
    expect(await jsonBody(received.only)).toEqual({
      start: 10,
      size: 10,
      filters: { search: 'acme' },
    });
    expect(page.total).toBe(11);
    expect(page.data[0].meta_data).toEqual({ users_count: 12, teams_count: 3, kaizens_count: 0 });
  });

  test('creating a company posts its name and colour', async () => {
    const sent = buildCompany({ name: 'ACME', color: '#0055aa' });
    const received = answer('post', '/api/company', sent);

    await expect(createCompany({ name: 'ACME', color: '#0055aa' })).resolves.toMatchObject({
      id: sent.id,
      name: 'ACME',
    });

    expect(requestLine(received.only)).toBe('POST /api/company');
    expect(await jsonBody(received.only)).toEqual({ name: 'ACME', color: '#0055aa' });
  });

  test('editing a company record puts to the crud route', async () => {
    const received = answer('put', '/crud/company/6', buildCompany({ id: 6, name: 'ACME Ltd' }));

    await expect(updateCompanyRecord(6, { name: 'ACME Ltd', color: null })).resolves.toMatchObject({
      id: 6,
      name: 'ACME Ltd',
    });

    expect(requestLine(received.only)).toBe('PUT /crud/company/6');
    expect(await jsonBody(received.only)).toEqual({ name: 'ACME Ltd', color: null });
  });

  test('saving the configuration posts a form with _method=PUT, the logo and the translations', async () => {
    const sent = buildCompany({ id: 6, welcome_text_en: 'Welcome', welcome_text_de: 'Willkommen' });
    const received = answer('post', '/api/company/6', sent);
    const logo = new File(['svg'], 'logo.svg', { type: 'image/svg+xml' });

    const company = await saveCompanyConfiguration(6, {
      color: '#0055aa',
      logo,
      welcome_text_en: 'Welcome',
      welcome_text_de: 'Willkommen',
      welcome_text_fr: '',
      old_logo: null,
    });

    expect(requestLine(received.only)).toBe('POST /api/company/6');
    const { logo: sentLogo, ...fields } = await formFields(received.only);
    expect(fields).toEqual({
      _method: 'PUT',
      color: '#0055aa',
      welcome_text_en: 'Welcome',
      welcome_text_de: 'Willkommen',
      welcome_text_fr: '',
    });
    expect(sentLogo).toMatchObject({ type: 'image/svg+xml' });
    expect(company).toMatchObject({ id: 6, welcome_text_de: 'Willkommen' });
  });

  test("the user's company is fetched with its translated fields kept", async () => {
    const sent = buildCompany({ welcome_text_en: 'Welcome' });
    const received = answer('get', '/api/company', sent);

    await expect(fetchCompany()).resolves.toEqual(sent);

    expect(requestLine(received.only)).toBe('GET /api/company');
  });

  test('an unsafe company logo becomes null', async () => {
    answer('get', '/api/company', buildCompany({ logo_src: 'javascript:alert(1)' }));

    await expect(fetchCompany()).resolves.toMatchObject({ logo_src: null });
  });

  test.each([
    [true, true],
    [{ enabled: false }, false],
  ])('api-enabled answered %j reads as %s', async (body, enabled) => {
    const received = answer('get', '/api/company/api-enabled', body);

    await expect(fetchApiEnabled()).resolves.toBe(enabled);

    expect(requestLine(received.only)).toBe('GET /api/company/api-enabled');
  });

  test('the configurator reads the company and its languages, plain codes or objects', async () => {
    const company = buildCompany();
    const received = answer(
      'get',
      '/api/company/company-configurator',
      buildCompanyConfigurator({ company, languages: ['en', { code: 'de', name: 'Deutsch' }] }),
    );

    const configurator = await fetchCompanyConfigurator();

    expect(requestLine(received.only)).toBe('GET /api/company/company-configurator');
    expect(configurator).toMatchObject({
      company: { id: company.id },
      languages: [
        { code: 'en', name: 'EN', flag_src: null },
        { code: 'de', name: 'Deutsch', flag_src: null },
      ],
      translatable_fields: ['welcome_text'],
    });
  });

  test('a configurator without languages is an invalid response', async () => {
    answer('get', '/api/company/company-configurator', buildCompanyConfigurator({ languages: [] }));

    const error = await failureOf(fetchCompanyConfigurator());

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('(languages: ');
  });

  test('the team data lists kaizen counts per team', async () => {
    const row = buildTeamDataRow({ team_name: 'Paint shop', open: 2, approved: 5 });
    const received = answer('get', '/api/company/team-data', [row]);

    await expect(fetchTeamData()).resolves.toEqual([row]);

    expect(requestLine(received.only)).toBe('GET /api/company/team-data');
  });
});

describe('company documents', () => {
  test('the document titles come with their documents', async () => {
    const title = buildDocumentTitle({ documents: [buildDocument({ title: 'Getting started' })] });
    const received = answer('get', '/api/company/company-documents', [title]);

    const titles = await fetchCompanyDocuments();

    expect(requestLine(received.only)).toBe('GET /api/company/company-documents');
    expect(titles).toMatchObject([{ id: title.id, documents: [{ title: 'Getting started' }] }]);
  });

  test('creating a document title posts its title and index', async () => {
    const received = answer(
      'post',
      '/api/company/document-title',
      buildDocumentTitle({ title: 'Safety', index: 2 }),
    );

    await expect(createCompanyDocumentTitle({ title: 'Safety', index: 2 })).resolves.toMatchObject({
      title: 'Safety',
      index: 2,
      documents: [],
    });

    expect(requestLine(received.only)).toBe('POST /api/company/document-title');
    expect(await jsonBody(received.only)).toEqual({ title: 'Safety', index: 2 });
  });
});

describe('sites', () => {
  test('the sites are read as names', async () => {
    const received = answer('get', '/api/company/6/sites', ['Berlin', { name: 'Linz' }]);

    await expect(fetchSites(6)).resolves.toEqual(['Berlin', 'Linz']);

    expect(requestLine(received.only)).toBe('GET /api/company/6/sites');
  });

  test('adding a site posts its name', async () => {
    const received = answer('post', '/api/company/6/sites', ['Berlin', 'Linz']);

    await expect(addSite(6, 'Linz')).resolves.toEqual(['Berlin', 'Linz']);

    expect(requestLine(received.only)).toBe('POST /api/company/6/sites');
    expect(await jsonBody(received.only)).toEqual({ name: 'Linz' });
  });

  test('renaming a site puts the old and the new name', async () => {
    const received = answer('put', '/api/company/6/sites', ['Berlin-Mitte']);

    await expect(renameSite(6, 'Berlin', 'Berlin-Mitte')).resolves.toEqual(['Berlin-Mitte']);

    expect(requestLine(received.only)).toBe('PUT /api/company/6/sites');
    expect(await jsonBody(received.only)).toEqual({ old: 'Berlin', new: 'Berlin-Mitte' });
  });

  test('deleting a site sends its name in the body', async () => {
    const received = answer('delete', '/api/company/6/sites', []);

    await expect(deleteSite(6, 'Berlin')).resolves.toEqual([]);

    expect(requestLine(received.only)).toBe('DELETE /api/company/6/sites');
    expect(await jsonBody(received.only)).toEqual({ name: 'Berlin' });
  });
});
