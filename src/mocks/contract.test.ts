import { describe, expect, test } from 'vitest';
import { checkResetToken, login, requestPasswordReset, setNewPassword, signUp } from '@/api/auth';
import * as companies from '@/api/companies';
import * as content from '@/api/content';
import * as kaizens from '@/api/kaizens';
import { createRole, fetchRoles, updateRole } from '@/api/roles';
import { setSessionTeam } from '@/api/session';
import * as teams from '@/api/teams';
import * as users from '@/api/users';
import { fetchCurrentUser } from '@/api/current-user';
import { UNSAFE_DOCUMENT_ID } from './db/seed-content';
import { getDb } from './db/store';
import { signInAs } from './testing';

// Each service parses its answer with its zod schema, so a resolved call is a contract kept.
const png = () => new Blob(['png'], { type: 'image/png' });

describe('demo backend: every service call gets an answer its schema accepts', () => {
  test('users and roles', async () => {
    await signInAs('superadmin');
    const current = await fetchCurrentUser();
    await users.refreshCurrentUser(current);
    await users.fetchUser(3);
    await users.fetchUserTeams({ page: 0, search: 'o' });
    const input = {
      name: 'Nieuwe Collega',
      email: 'nieuw@kaizen.demo',
      password: 'geheim123',
      roles: [4],
      teams: [1, 2],
    };
    const created = await users.createUser({ ...input, picture: png() });
    expect(created.picture_src).toMatch(/^data:image\/png;base64,/);
    expect((await users.updateUser(created.id, { ...input, teams: [3] })).teams).toEqual([
      { id: 3, name: 'Kwaliteit' },
    ]);
    expect((await users.updateProfile({ name: 'Sam S.', locale: 'en' })).locale).toBe('en');
    const roles = await fetchRoles();
    expect(roles.map((role) => role.name)).toEqual([
      'superadmin',
      'admin',
      'teamleader',
      'employee',
    ]);
    const role = await createRole({
      name: 'auditor',
      permissions: ['view team'],
      is_assignable: true,
    });
    expect((await updateRole(role.id, { ...role, permissions: ['view faq'] })).permissions).toEqual(
      ['view faq'],
    );
  });

  test('teams', async () => {
    await signInAs('admin');
    expect((await teams.fetchTeams()).length).toBe(5);
    const team = await teams.updateTeam(1, { name: 'Productie Noord', users: [2, 3] });
    expect(team.users_count).toBe(2);
    expect((await teams.setTeamPrint(1, false)).print_enabled).toBe(false);
    expect((await teams.fetchTeamMembers(1)).map((m) => m.id)).toEqual([2, 3]);
    expect((await teams.filterTeams({ isDeleted: false, search: 'log' })).total).toBe(1);
  });

  test('kaizens', async () => {
    await signInAs('lead');
    await kaizens.fetchKaizensByTeam(1);
    await kaizens.fetchSharedKaizens();
    await kaizens.fetchKaizensByUser(3);
    const created = await kaizens.createKaizen({
      title: 'Met foto',
      team_id: 1,
      problem: 'p',
      improvement: 'i',
      status: 'draft',
      effect_money: 250,
      before_image: png(),
    });
    expect(created.before_image_src).toMatch(/^data:image\/png/);
    const submitted = await kaizens.updateKaizen(created.id, {
      status: 'open',
      remove_before_image: true,
    });
    expect(submitted).toMatchObject({ status: 'open', before_image_src: null });
    expect(submitted.submitted_at).not.toBeNull();
  });

  test('companies, sites and documents', async () => {
    await signInAs('superadmin');
    expect(
      (await companies.fetchCompanyTable({ page: 0, size: 10 })).data[0]?.meta_data?.teams_count,
    ).toBe(5);
    const company = await companies.fetchCompany();
    expect(company.welcome_text_en).toBe('Welcome to Noordhaven! Every small improvement counts.');
    expect(await companies.fetchApiEnabled()).toBe(false);
    const configurator = await companies.fetchCompanyConfigurator();
    expect(configurator.translatable_fields).toContain('welcome_text');
    const saved = await companies.saveCompanyConfiguration(company.id, {
      color: '#123456',
      welcome_text_nl: 'Hallo',
      logo: png(),
    });
    expect(saved).toMatchObject({ color: '#123456', welcome_text_nl: 'Hallo' });
    expect((await companies.fetchTeamData()).length).toBe(5);
    expect(await companies.addSite(company.id, 'Groningen')).toContain('Groningen');
    expect(await companies.renameSite(company.id, 'Groningen', 'Delfzijl')).toContain('Delfzijl');
    expect(await companies.deleteSite(company.id, 'Delfzijl')).toEqual(
      await companies.fetchSites(company.id),
    );
    await companies.updateCompanyRecord(company.id, { name: 'Noordhaven', color: null });
    const other = await companies.createCompany({ name: 'Zuidkade', color: '#aa0000' });
    expect(other.id).toBe(2);
    const title = await companies.createCompanyDocumentTitle({ title: 'Procedures', index: 3 });
    expect((await companies.fetchCompanyDocuments()).map((t) => t.id)).toContain(title.id);
  });

  test('content', async () => {
    await signInAs('superadmin');
    const notes = await content.fetchPatchNotes();
    const note = await content.createPatchNote({
      version: '3.0.0',
      title: 'Nieuw',
      body: '<p>x</p>',
    });
    await content.updatePatchNote(note.id, { version: '3.0.1', title: 'Nieuw', body: '<p>y</p>' });
    expect((await content.fetchPatchNotes()).length).toBe(notes.length + 1);
    const image = await content.uploadEditorImage(png());
    await content.replaceEditorImage(image.id, png());
    expect((await content.fetchEditorImages()).length).toBe(3);
    const titles = await content.fetchDocumentTitles();
    const unsafe = titles.flatMap((t) => t.documents).find((d) => d.id === UNSAFE_DOCUMENT_ID);
    expect(unsafe?.body).toMatch(/<script>.*onerror=.*javascript:/s);
    const document = await content.createDocument({
      document_title_id: 1,
      title: 'Nieuw',
      body: '<p>z</p>',
    });
    await content.updateDocument(document.id, { document_title_id: 1, title: 'Nieuwer', body: '' });
  });

  test('sign-up and password reset', async () => {
    await signUp({
      name: 'Iris',
      email: 'iris@kaizen.demo',
      password: 'welkom123',
      password_confirmation: 'welkom123',
      company_code: 'noordhaven',
    });
    await requestPasswordReset('iris@kaizen.demo');
    const iris = getDb().users.find((user) => user.email === 'iris@kaizen.demo');
    const token = `demo-reset-${iris?.id ?? 0}`;
    expect(await checkResetToken(token)).toEqual({ valid: true, email: 'iris@kaizen.demo' });
    await setNewPassword({
      token,
      email: 'iris@kaizen.demo',
      password: 'nieuw12345',
      password_confirmation: 'nieuw12345',
    });
    expect(await checkResetToken(token)).toEqual({ valid: false });
    await login({ email: 'iris@kaizen.demo', password: 'nieuw12345' });
    expect((await fetchCurrentUser()).active_team).toBeNull();
    await expect(setSessionTeam(1)).rejects.toMatchObject({ status: 403 });
  });
});
