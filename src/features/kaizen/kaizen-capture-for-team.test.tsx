import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { TEAM_ID } from '@/mocks/db/seed-org';
import {
  fill,
  improvementField,
  photo,
  resetAdminStorage,
  stubObjectUrls,
  submitAndReadSent,
} from './kaizen-form-test-utils';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

const teamField = () => screen.getByRole('textbox', { name: 'Team' });

// The address a team's poster's QR code holds (src/features/teams/team-poster-sheet.tsx).
const posterAddress = (teamId: number) => `/kaizen?team_id=${teamId}`;

describe("the capture a team's QR code opens", () => {
  test('signed out, it leads through sign-in to the capture with that team chosen', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(posterAddress(TEAM_ID.logistics));

    // The employee has no active team yet; the address names one she belongs to.
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(currentPath(router)).toBe(`/login?redir_url=%2Fkaizen%3Fteam_id%3D${TEAM_ID.logistics}`);
    await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'employee@kaizen.demo');
    await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    await screen.findByRole('heading', { level: 1, name: 'Nieuwe kaizen' });
    expect(teamField()).toHaveValue('Logistiek');
    expect(requests.to(`GET /api/session/team/${TEAM_ID.logistics}`)).toHaveLength(1);
    expect(currentPath(router)).toBe('/kaizen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Foto vooraf/), photo('pallet.png'));
    await screen.findByAltText('Voorbeeld van de foto vooraf');
    await fill(user, improvementField(), 'een vaste plek voor de lege pallets');
    const sent = await submitAndReadSent(user, requests);
    expect(sent.team_id).toBe(String(TEAM_ID.logistics));
  });

  test('signed in with another active team, the team of the code becomes the active one', async () => {
    const requests = recordRequests();
    await renderApp(posterAddress(TEAM_ID.logistics), {
      as: 'employee',
      activeTeamId: TEAM_ID.production,
    });

    await screen.findByRole('heading', { level: 1, name: 'Nieuwe kaizen' });
    expect(teamField()).toHaveValue('Logistiek');
    expect(requests.to(`GET /api/session/team/${TEAM_ID.logistics}`)).toHaveLength(1);
  });

  test('a team the user is not in leaves the active team, and the page says why', async () => {
    const { router } = await renderApp(posterAddress(TEAM_ID.logistics), { as: 'lead' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Het team van deze QR-code is niet gekozen')).toBeVisible();
    expect(alert).toHaveTextContent(
      'U bent geen lid van dit team. Uw kaizen komt in uw actieve team, Productie.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuwe kaizen' })).toBeVisible();
    expect(teamField()).toHaveValue('Productie');
    expect(currentPath(router)).toBe(posterAddress(TEAM_ID.logistics));
  });

  test('without an active team, a team the user is not in leads to choosing one', async () => {
    await renderApp(posterAddress(TEAM_ID.quality), { as: 'employee' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('U bent geen lid van dit team.');
    expect(within(alert).getByRole('link', { name: 'Kies een team' })).toHaveAttribute(
      'href',
      '/team-select?redir_url=%2Fkaizen',
    );
  });
});
