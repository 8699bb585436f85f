import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@tests/utils/render-app';
import { readQrCode } from '@tests/utils/qr';
import { TEAM_ID } from '@/mocks/db/seed-org';
import { getDb } from '@/mocks/db/store';

describe("a team's poster", () => {
  test("the Teams page opens each team's poster, whose QR code holds the capture for that team", async () => {
    const { user } = await renderApp('/team', { as: 'lead' });

    await user.click(await screen.findByRole('link', { name: 'Poster met QR-code Logistiek' }));

    await screen.findByRole('heading', { level: 1, name: 'Poster voor team Logistiek' });
    const sheet = screen.getByRole('article', { name: 'Poster om af te drukken' });
    expect(within(sheet).getByText('Ziet u iets dat beter kan?')).toBeVisible();
    expect(within(sheet).getByText('Scan en meld het.')).toBeVisible();
    expect(within(sheet).getByText('Team Logistiek')).toBeVisible();
    const code = within(sheet).getByRole('img', {
      name: 'QR-code naar een nieuwe kaizen voor team Logistiek',
    });
    const capture = `${window.location.origin}/kaizen?team_id=${TEAM_ID.logistics}`;
    expect(readQrCode(code)).toBe(capture);
    // Written out too, for a phone that cannot scan.
    expect(within(sheet).getByText(capture)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poster afdrukken' })).toBeVisible();
  });

  test('speaks the language of the one who prints it', async () => {
    const admin = getDb().users.find((row) => row.email === 'admin@kaizen.demo');
    if (!admin) throw new Error('no admin in the demo db');
    admin.locale = 'en';
    await renderApp(`/team/${TEAM_ID.quality}/poster`, { as: 'admin', locale: 'en' });

    const sheet = await screen.findByRole('article', { name: 'Poster to print' });
    expect(within(sheet).getByText('See something that could be better?')).toBeVisible();
    expect(within(sheet).getByText('Scan and report it.')).toBeVisible();
    const code = within(sheet).getByRole('img', {
      name: 'QR code to a new kaizen for team Kwaliteit',
    });
    expect(readQrCode(code)).toBe(`${window.location.origin}/kaizen?team_id=${TEAM_ID.quality}`);
  });

  test('a team that is not there (any more) says so and leads back to the teams', async () => {
    await renderApp(`/team/${TEAM_ID.workshop}/poster`, { as: 'admin' });

    expect(await screen.findByText('Dit team bestaat niet (meer).')).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR-code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de teams' })).toHaveAttribute(
      'href',
      '/team',
    );
  });

  test('an employee, who may not see the teams, gets the 403 page and no code', async () => {
    await renderApp(`/team/${TEAM_ID.logistics}/poster`, { as: 'employee' });

    expect(await screen.findByText(/Foutcode 403/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR-code/ })).not.toBeInTheDocument();
  });
});
