import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { writeFaultTable, type Write } from '@tests/utils/write-fault-table';
import { bar, idOf, moveTo, rowBoxes } from '@tests/utils/bulk-move';
import { i18n } from '@/i18n/i18n';
import {
  EMPLOYEE_ID,
  fill as paste,
  LEAD_ID,
  openKaizenInTeam1,
  seededKaizen,
} from '@/features/kaizen/kaizen-form-test-utils';

/** The product's writes through the write fault table (tests/utils/write-fault-table.tsx). */
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const teamItem = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const kaizenTitled = (title: string) => getDb().kaizens.filter((k) => k.title === title).length;
const ownOpenKaizen = () => {
  const kaizen = getDb().kaizens.find((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
  if (!kaizen) throw new Error('no open kaizen of the employee');
  return kaizen;
};
const moved: { ids: number[] } = { ids: [] };
const LOGISTICS = 2;
const PRODUCTION = 1;
const TEAM_LEADER_ROLE = 3;
const printSwitch = () => screen.getByRole('switch', { name: 'Kaizens afdrukken Productie' });
/** The kaizen a decision row decides on, chosen when its path is. */
const decided = { id: 0, title: '' };
const openKaizenToDecide = () => {
  Object.assign(decided, openKaizenInTeam1());
  return `/kaizen/${decided.id}`;
};

const WRITES: Write[] = [
  {
    name: 'sign-in',
    path: '/login',
    method: 'post',
    call: '*/login',
    fill: async (user) => {
      await paste(
        user,
        await screen.findByLabelText('E-mailadres of gebruikersnaam'),
        'lead@kaizen.demo',
      );
      await paste(user, screen.getByLabelText('Wachtwoord'), 'kaizen');
    },
    send: (user) => user.click(button('Inloggen')),
    kept: () => {
      expect(screen.getByLabelText('E-mailadres of gebruikersnaam')).toHaveValue(
        'lead@kaizen.demo',
      );
      expect(screen.getByLabelText('Wachtwoord')).toHaveValue('kaizen');
    },
    done: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    },
    effect: () => (getDb().session ? 1 : 0),
  },
  {
    name: 'team create',
    create: true,
    path: '/team',
    as: 'admin',
    method: 'post',
    call: '*/api/team',
    fill: async (user) => {
      await paste(user, await screen.findByLabelText('Naam van het team'), 'Nachtploeg');
    },
    send: (user) => user.click(button('Team toevoegen')),
    kept: () => {
      expect(screen.getByLabelText('Naam van het team')).toHaveValue('Nachtploeg');
    },
    done: async () => {
      expect(await screen.findByRole('heading', { level: 3, name: 'Nachtploeg' })).toBeVisible();
    },
    effect: () => getDb().teams.filter((team) => team.name === 'Nachtploeg').length,
  },
  {
    name: 'document title create',
    create: true,
    path: '/company/documents',
    as: 'admin',
    method: 'post',
    call: '*/api/company/document-title',
    fill: async (user) => {
      await paste(user, await screen.findByLabelText('Titel'), 'Veiligheid');
    },
    send: (user) => user.click(button('Titel toevoegen')),
    kept: () => {
      expect(screen.getByLabelText('Titel')).toHaveValue('Veiligheid');
    },
    done: async () => {
      expect(await screen.findByText('Veiligheid')).toBeVisible();
    },
    effect: () => getDb().documentTitles.filter((title) => title.title === 'Veiligheid').length,
  },
  {
    name: 'team rename',
    path: '/team',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/team/:id',
    fill: async (user) => {
      await screen.findByRole('list', { name: 'Alle teams' });
      await user.click(
        within(teamItem('Kwaliteit')).getByRole('button', { name: /Naam wijzigen/ }),
      );
      const field = screen.getByLabelText('Nieuwe naam voor Kwaliteit');
      await user.clear(field);
      await paste(user, field, 'Kwaliteitszorg');
    },
    send: (user) => user.click(button('Opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Nieuwe naam voor Kwaliteit')).toHaveValue('Kwaliteitszorg');
    },
    done: async () => {
      expect(
        await screen.findByRole('heading', { level: 3, name: 'Kwaliteitszorg' }),
      ).toBeVisible();
    },
    effect: () => getDb().teams.filter((team) => team.name === 'Kwaliteitszorg').length,
  },
  {
    name: 'team delete',
    path: '/team',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/team/soft-delete/:id',
    fill: async (user) => {
      await screen.findByRole('list', { name: 'Alle teams' });
      await user.click(within(teamItem('Logistiek')).getByRole('button', { name: /Verwijderen/ }));
      await screen.findByRole('dialog', { name: 'Team verwijderen?' });
    },
    send: (user) =>
      user.click(
        within(screen.getByRole('dialog', { name: 'Team verwijderen?' })).getByRole('button', {
          name: 'Team verwijderen',
        }),
      ),
    kept: () => {
      expect(screen.getByRole('dialog', { name: 'Team verwijderen?' })).toBeVisible();
    },
    done: async () => {
      await waitFor(() =>
        expect(screen.queryByRole('heading', { level: 3, name: 'Logistiek' })).toBeNull(),
      );
    },
    effect: () => getDb().teams.filter((team) => team.id === LOGISTICS && team.deleted_at).length,
  },
  {
    name: 'profile',
    path: '/profile',
    as: 'lead',
    method: 'post',
    call: '*/api/user/profile',
    fill: async (user) => {
      const name = await screen.findByLabelText('Naam');
      await user.clear(name);
      await paste(user, name, 'Lars de Jong');
    },
    send: (user) => user.click(button('Opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Naam')).toHaveValue('Lars de Jong');
    },
    done: async () => {
      expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    },
    effect: () => getDb().users.filter((u) => u.name === 'Lars de Jong').length,
  },
  {
    name: 'new kaizen (draft)',
    create: true,
    // The kaizen form counts a 2xx as saved whatever its body, and moves on.
    savedUnreadable: async () => {
      expect(await screen.findByText('Uw concept is bewaard.')).toBeVisible();
    },
    path: '/kaizen',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen',
    fill: async (user) => {
      await paste(
        user,
        await screen.findByLabelText('Wat wilt u verbeteren?'),
        'Vaste plek voor bezems',
      );
    },
    send: (user) => user.click(button('Opslaan als concept')),
    kept: () => {
      expect(screen.getByLabelText('Wat wilt u verbeteren?')).toHaveValue('Vaste plek voor bezems');
    },
    done: async () => {
      expect(await screen.findByText('Uw concept is bewaard.')).toBeVisible();
    },
    effect: () => kaizenTitled('Vaste plek voor bezems'),
    // It may have arrived: it waits in the outbox, which looks on the server before it sends.
    unanswered: {
      message: /wordt verstuurd zodra er weer verbinding is/,
      kept: async () => {
        const waiting = await screen.findByRole('region', { name: 'Wacht op verzending' });
        expect(within(waiting).getByText('Vaste plek voor bezems')).toBeVisible();
      },
      retry: async (user) => {
        const waiting = screen.getByRole('region', { name: 'Wacht op verzending' });
        await user.click(await within(waiting).findByRole('button', { name: 'Nu versturen' }));
      },
      done: async () => {
        expect(
          await screen.findByText('Uw kaizen "Vaste plek voor bezems" is verstuurd.'),
        ).toBeVisible();
      },
    },
  },
  {
    name: 'kaizen edit',
    path: () => `/kaizen/${ownOpenKaizen().id}?edit=1`,
    as: 'employee',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/kaizen/:id',
    fill: async (user) => {
      const title = await screen.findByLabelText('Titel');
      await user.clear(title);
      await paste(user, title, 'Nieuwe titel na storing');
    },
    send: (user) => user.click(button('Wijzigingen opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Titel')).toHaveValue('Nieuwe titel na storing');
    },
    done: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Nieuwe titel na storing' }),
      ).toBeVisible();
    },
    effect: () => kaizenTitled('Nieuwe titel na storing'),
  },
  {
    name: 'move to another team',
    create: true,
    path: '/kaizen/approved?team=1',
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/move-multiple',
    fill: async (user) => {
      const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
      await waitFor(() => expect(rowBoxes(table).length).toBeGreaterThan(3));
      const [first, second] = rowBoxes(table);
      moved.ids = [first, second].map(idOf);
      await user.click(first);
      await user.click(second);
    },
    send: async (user) => {
      // The first send picks the team and opens the confirmation; after a failure it is still
      // open, with the failure in it, so a retry is the one click on its button.
      const open = screen.queryByRole('dialog', { name: 'Kaizens verplaatsen?' });
      const dialog = open ?? (await moveTo(user, 'Logistiek'));
      await user.click(within(dialog).getByRole('button', { name: '2 kaizens verplaatsen' }));
    },
    kept: () => {
      expect(bar()).toHaveTextContent('2 kaizens geselecteerd');
      expect(screen.getByRole('dialog', { name: 'Kaizens verplaatsen?' })).toHaveTextContent(
        '2 kaizens gaan naar Logistiek.',
      );
    },
    done: async () => {
      expect(await screen.findByText('Kaizens verplaatst')).toBeInTheDocument();
    },
    effect: () =>
      getDb().kaizens.filter((k) => moved.ids.includes(k.id) && k.team_id === LOGISTICS).length ===
      2
        ? 1
        : 0,
  },
  {
    name: 'password reset request',
    create: true,
    path: '/password/reset',
    method: 'post',
    call: '*/api/password/reset',
    fill: async (user) => {
      await paste(user, await screen.findByLabelText('E-mailadres'), 'lead@kaizen.demo');
    },
    send: (user) => user.click(button('Link versturen')),
    kept: () => {
      expect(screen.getByLabelText('E-mailadres')).toHaveValue('lead@kaizen.demo');
    },
    done: async () => {
      expect(await screen.findByText('Controleer uw e-mail')).toBeVisible();
    },
    effect: () => getDb().passwordResets.filter((row) => row.email === 'lead@kaizen.demo').length,
  },
  {
    name: 'company settings',
    path: '/company/edit',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/company/:id',
    fill: async (user) => {
      await screen.findByRole('button', { name: 'Instellingen opslaan' });
      const hex = screen.getByLabelText('Themakleur (hexcode)');
      await user.clear(hex);
      await paste(user, hex, '#118844');
    },
    send: (user) => user.click(button('Instellingen opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Themakleur (hexcode)')).toHaveValue('#118844');
    },
    done: async () => {
      expect(await screen.findByText('De bedrijfsinstellingen zijn opgeslagen.')).toBeVisible();
    },
    effect: () => getDb().companies.filter((company) => company.color === '#118844').length,
  },
  {
    name: 'user create',
    create: true,
    path: '/user',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/user',
    fill: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
      const dialog = within(await screen.findByRole('dialog'));
      await paste(user, await dialog.findByLabelText('Naam'), 'Iris Vos');
      await paste(user, dialog.getByLabelText('E-mailadres'), 'iris@kaizen.demo');
      await paste(user, dialog.getByLabelText('Wachtwoord'), 'welkom123');
      await user.click(dialog.getByLabelText('Logistiek'));
    },
    send: (user) =>
      user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByLabelText('Naam')).toHaveValue('Iris Vos');
      expect(dialog.getByLabelText('E-mailadres')).toHaveValue('iris@kaizen.demo');
      expect(dialog.getByLabelText('Logistiek')).toBeChecked();
    },
    done: async () => {
      expect(await screen.findByText('Gebruiker aangemaakt')).toBeInTheDocument();
    },
    effect: () => getDb().users.filter((u) => u.email === 'iris@kaizen.demo').length,
  },
  {
    name: 'approve',
    path: openKaizenToDecide,
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/:id',
    fill: async () => {
      await screen.findByRole('button', { name: 'Goedkeuren' });
    },
    send: (user) => user.click(button('Goedkeuren')),
    kept: () => {
      expect(button('Goedkeuren')).not.toHaveAttribute('aria-disabled');
    },
    done: async () => {
      expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    },
    effect: () =>
      getDb().kaizens.filter((k) => k.title === decided.title && k.status === 'approved').length,
  },
  {
    name: 'decline',
    create: true,
    path: openKaizenToDecide,
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/:id/decline',
    fill: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
      await paste(user, within(dialog).getByLabelText('Reden'), 'Past niet in het budget.');
    },
    send: async (user) => {
      const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
      await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    },
    kept: () => {
      const dialog = screen.getByRole('dialog', { name: 'Kaizen afwijzen' });
      expect(within(dialog).getByLabelText('Reden')).toHaveValue('Past niet in het budget.');
    },
    done: async () => {
      expect(await screen.findByText('De kaizen is afgewezen.')).toBeVisible();
    },
    effect: () =>
      getDb().kaizens.filter((k) => k.id === decided.id && k.status === 'declined').length,
  },
  {
    name: 'share',
    path: () => {
      Object.assign(
        decided,
        seededKaizen((k) => k.team_id === 1 && k.status === 'approved' && !k.shared),
      );
      return `/kaizen/${decided.id}`;
    },
    as: 'lead',
    method: 'post',
    call: '*/api/kaizen/:id',
    fill: async () => {
      await screen.findByRole('button', { name: 'Delen' });
    },
    send: (user) => user.click(button('Delen')),
    kept: () => {
      expect(button('Delen')).not.toHaveAttribute('aria-disabled');
    },
    done: async () => {
      expect(await screen.findByText('De kaizen is gedeeld met het hele bedrijf.')).toBeVisible();
    },
    effect: () => getDb().kaizens.filter((k) => k.id === decided.id && k.shared).length,
  },
  {
    name: 'team print switch',
    path: '/team',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/team/:id/print',
    fill: async () => {
      await screen.findByRole('list', { name: 'Alle teams' });
      expect(printSwitch()).toBeChecked();
    },
    send: (user) => user.click(printSwitch()),
    // The switch shows what the server holds again, so the same click tries again.
    kept: () => {
      expect(printSwitch()).toBeChecked();
      expect(printSwitch()).toBeEnabled();
    },
    done: async () => {
      await waitFor(() => expect(printSwitch()).not.toBeChecked());
    },
    effect: () =>
      getDb().teams.filter((team) => team.id === PRODUCTION && !team.print_enabled).length,
  },
  {
    name: 'team restore',
    path: '/team-management',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/team/restore',
    fill: async () => {
      const deleted = await screen.findByRole('table', { name: 'Verwijderde teams' });
      await within(deleted).findByRole('button', { name: 'Herstellen Oude werkplaats' });
    },
    send: (user) => user.click(button('Herstellen Oude werkplaats')),
    kept: () => {
      expect(button('Herstellen Oude werkplaats')).toBeEnabled();
    },
    done: async () => {
      const deleted = screen.getByRole('table', { name: 'Verwijderde teams' });
      await waitFor(() =>
        expect(within(deleted).queryByRole('rowheader', { name: 'Oude werkplaats' })).toBeNull(),
      );
    },
    effect: () =>
      getDb().teams.filter((team) => team.name === 'Oude werkplaats' && !team.deleted_at).length,
  },
  {
    name: 'user edit',
    path: '/user',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    // Not `:id`: that would also match the table's POST /api/user/table, which loads first.
    call: `*/api/user/${EMPLOYEE_ID}`,
    fill: async (user) => {
      const table = await screen.findByRole('table', { name: 'Gebruikers' });
      await user.click(
        await within(table).findByRole('button', { name: 'Gebruiker Emma Bakker bewerken' }),
      );
      const dialog = within(await screen.findByRole('dialog'));
      const name = await dialog.findByLabelText('Naam');
      await waitFor(() => expect(name).toHaveValue('Emma Bakker'));
      await user.clear(name);
      await paste(user, name, 'Emma de Bakker');
      await user.click(dialog.getByLabelText('Productie'));
    },
    send: (user) =>
      user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByLabelText('Naam')).toHaveValue('Emma de Bakker');
      expect(dialog.getByLabelText('Productie')).not.toBeChecked();
    },
    done: async () => {
      expect(await screen.findByText('Gebruiker opgeslagen')).toBeInTheDocument();
    },
    effect: () => getDb().users.filter((u) => u.name === 'Emma de Bakker').length,
  },
  {
    name: 'sign-up',
    create: true,
    path: '/sign-up',
    method: 'post',
    call: '*/api/home/sign-up',
    fill: async (user) => {
      await paste(user, await screen.findByLabelText('Naam'), 'Anna Jansen');
      await paste(user, screen.getByLabelText('E-mailadres'), 'anna@example.com');
      await paste(user, screen.getByLabelText('Wachtwoord'), 'geheim123');
      await paste(user, screen.getByLabelText('Herhaal wachtwoord'), 'geheim123');
      await paste(user, screen.getByLabelText('Bedrijfscode'), 'NOORDHAVEN');
    },
    send: (user) => user.click(button('Account aanmaken')),
    kept: () => {
      expect(screen.getByLabelText('Naam')).toHaveValue('Anna Jansen');
      expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.com');
      expect(screen.getByLabelText('Wachtwoord')).toHaveValue('geheim123');
      expect(screen.getByLabelText('Bedrijfscode')).toHaveValue('NOORDHAVEN');
    },
    done: async () => {
      expect(await screen.findByText('Uw account is aangemaakt')).toBeInTheDocument();
    },
    effect: () => getDb().users.filter((u) => u.email === 'anna@example.com').length,
  },
  {
    name: 'new password',
    create: true,
    path: '/password/new/demo-reset-token',
    method: 'post',
    call: '*/api/password/new',
    fill: async (user) => {
      expect(await screen.findByLabelText('E-mailadres')).toHaveValue('employee@kaizen.demo');
      await paste(user, screen.getByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
      await paste(user, screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
    },
    send: (user) => user.click(button('Wachtwoord opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('nieuwgeheim');
      expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveValue('nieuwgeheim');
    },
    done: async () => {
      expect(await screen.findByText('Uw wachtwoord is gewijzigd')).toBeInTheDocument();
    },
    effect: () =>
      getDb().users.filter(
        (u) => u.email === 'employee@kaizen.demo' && u.password === 'nieuwgeheim',
      ).length,
  },
  {
    name: 'role create',
    create: true,
    path: '/user?tab=roles',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/role',
    fill: async (user) => {
      await screen.findByRole('table', { name: 'Rollen' });
      await user.click(button('Nieuwe rol'));
      const dialog = within(await screen.findByRole('dialog'));
      await paste(user, dialog.getByLabelText('Naam'), 'Kwaliteitscoach');
      await user.click(dialog.getByLabelText('Kaizens goedkeuren, afwijzen en delen'));
    },
    send: (user) =>
      user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByLabelText('Naam')).toHaveValue('Kwaliteitscoach');
      expect(dialog.getByLabelText('Kaizens goedkeuren, afwijzen en delen')).toBeChecked();
    },
    done: async () => {
      expect(await screen.findByText('Rol aangemaakt')).toBeInTheDocument();
    },
    effect: () => getDb().roles.filter((role) => role.name === 'Kwaliteitscoach').length,
  },
  {
    name: 'role edit',
    path: '/user?tab=roles',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/role/:id',
    fill: async (user) => {
      await screen.findByRole('table', { name: 'Rollen' });
      await user.click(button('Rol Teamleider bewerken'));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('switch', { name: 'Toewijsbaar aan gebruikers' }));
    },
    send: (user) =>
      user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByRole('switch', { name: 'Toewijsbaar aan gebruikers' })).not.toBeChecked();
    },
    done: async () => {
      const table = screen.getByRole('table', { name: 'Rollen' });
      const row = within(table).getByRole('rowheader', { name: 'Teamleider' }).closest('tr');
      await waitFor(() => expect(within(row as HTMLElement).getByText('Nee')).toBeVisible());
    },
    effect: () =>
      getDb().roles.filter((role) => role.id === TEAM_LEADER_ROLE && !role.is_assignable).length,
  },
  {
    name: 'profile locale switch',
    path: '/profile',
    as: 'lead',
    method: 'post',
    call: '*/api/user/profile',
    fill: async (user) => {
      await screen.findByRole('heading', { name: 'Profiel' });
      await user.selectOptions(screen.getByLabelText('Taal'), 'English');
    },
    send: (user) => user.click(button('Opslaan')),
    kept: () => {
      expect(screen.getByLabelText('Taal')).toHaveDisplayValue('English');
    },
    done: async () => {
      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
      expect(i18n.language).toBe('en');
    },
    effect: () => getDb().users.filter((u) => u.id === LEAD_ID && u.locale === 'en').length,
  },
];

writeFaultTable(WRITES);
