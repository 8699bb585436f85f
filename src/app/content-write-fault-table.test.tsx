import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { pngFile } from '@tests/utils/files';
import { writeFaultTable, type Write } from '@tests/utils/write-fault-table';

/**
 * The writes of the company, sites, patch note, documentation and editor-image screens through
 * the write fault table (tests/utils/write-fault-table.tsx), beside the product's other writes
 * in write-fault-table.test.tsx.
 */

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const form = () => screen.getByRole('form');
const inForm = () => within(form());
const dialog = () => within(screen.getByRole('dialog'));
const COMPANY_TABLE = 'Bedrijven met hun aantallen gebruikers, teams en kaizens';
const NOORDHAVEN = 1;
const sites = () => getDb().companies.find((company) => company.id === NOORDHAVEN)?.sites ?? [];
const sitesList = () => screen.getByRole('list', { name: 'Locaties' });
const siteNames = () =>
  within(sitesList())
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);
const UNSAFE_DOCUMENT = 4;
const REPLACED_IMAGE = 2;

/** Opens the documentation's form behind `name` as the superadmin's screen shows it. */
const openDocumentForm = async (user: UserEvent, name: string | RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('form');
};

const WRITES: Write[] = [
  {
    name: 'company create',
    create: true,
    path: '/company',
    as: 'superadmin',
    method: 'post',
    call: '*/api/company',
    fill: async (user) => {
      await screen.findByRole('table', { name: COMPANY_TABLE });
      await user.click(button('Bedrijf toevoegen'));
      await screen.findByRole('dialog', { name: 'Nieuw bedrijf' });
      await user.type(dialog().getByLabelText('Bedrijfsnaam'), 'Zuidkust B.V.');
      await user.type(dialog().getByLabelText('Kleur (hexcode)'), '#224466');
    },
    send: (user) => user.click(dialog().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(dialog().getByLabelText('Bedrijfsnaam')).toHaveValue('Zuidkust B.V.');
      expect(dialog().getByLabelText('Kleur (hexcode)')).toHaveValue('#224466');
    },
    done: async () => {
      const table = screen.getByRole('table', { name: COMPANY_TABLE });
      expect(await within(table).findByRole('rowheader', { name: 'Zuidkust B.V.' })).toBeVisible();
    },
    effect: () => getDb().companies.filter((company) => company.name === 'Zuidkust B.V.').length,
  },
  {
    name: 'company edit',
    path: '/company',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/crud/company/:id',
    fill: async (user) => {
      const table = await screen.findByRole('table', { name: COMPANY_TABLE });
      await user.click(await within(table).findByRole('button', { name: /Bewerken/ }));
      await screen.findByRole('dialog', { name: /bewerken$/ });
      const color = dialog().getByLabelText('Kleur (hexcode)');
      await user.clear(color);
      await user.type(color, '#1a7f37');
    },
    send: (user) => user.click(dialog().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(dialog().getByLabelText('Kleur (hexcode)')).toHaveValue('#1a7f37');
    },
    done: async () => {
      const table = screen.getByRole('table', { name: COMPANY_TABLE });
      expect(await within(table).findByText('#1a7f37')).toBeInTheDocument();
    },
    effect: () => getDb().companies.filter((company) => company.color === '#1a7f37').length,
  },
  {
    name: 'site add',
    create: true,
    path: '/company/edit',
    as: 'admin',
    activeTeamId: 1,
    method: 'post',
    call: '*/api/company/:id/sites',
    fill: async (user) => {
      await screen.findByRole('list', { name: 'Locaties' });
      await user.type(screen.getByLabelText('Nieuwe locatie'), 'Utrecht');
    },
    send: (user) => user.click(button('Locatie toevoegen')),
    kept: () => {
      expect(screen.getByLabelText('Nieuwe locatie')).toHaveValue('Utrecht');
    },
    done: async () => {
      await waitFor(() => expect(siteNames()).toContain('Utrecht'));
    },
    effect: () => sites().filter((site) => site === 'Utrecht').length,
  },
  {
    name: 'site rename',
    path: '/company/edit',
    as: 'admin',
    activeTeamId: 1,
    method: 'put',
    call: '*/api/company/:id/sites',
    fill: async (user) => {
      await screen.findByRole('list', { name: 'Locaties' });
      await user.click(within(sitesList()).getByRole('button', { name: 'Naam wijzigen Zwolle' }));
      const field = screen.getByLabelText('Nieuwe naam voor Zwolle');
      await user.clear(field);
      await user.type(field, 'Zwolle-Zuid');
    },
    send: (user) => user.click(within(sitesList()).getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(screen.getByLabelText('Nieuwe naam voor Zwolle')).toHaveValue('Zwolle-Zuid');
    },
    done: async () => {
      await waitFor(() => expect(siteNames()).toEqual(['Rotterdam', 'Eindhoven', 'Zwolle-Zuid']));
    },
    effect: () => sites().filter((site) => site === 'Zwolle-Zuid').length,
  },
  {
    name: 'site delete',
    path: '/company/edit',
    as: 'admin',
    activeTeamId: 1,
    method: 'delete',
    call: '*/api/company/:id/sites',
    fill: async (user) => {
      await screen.findByRole('list', { name: 'Locaties' });
      await user.click(within(sitesList()).getByRole('button', { name: 'Verwijderen Eindhoven' }));
      await screen.findByRole('dialog', { name: 'Locatie verwijderen?' });
    },
    send: (user) => user.click(dialog().getByRole('button', { name: 'Locatie verwijderen' })),
    kept: () => {
      expect(screen.getByRole('dialog', { name: 'Locatie verwijderen?' })).toBeVisible();
    },
    done: async () => {
      await waitFor(() => expect(siteNames()).toEqual(['Rotterdam', 'Zwolle']));
    },
    effect: () => (sites().includes('Eindhoven') ? 0 : 1),
  },
  {
    name: 'patch note create',
    create: true,
    path: '/about',
    as: 'superadmin',
    method: 'post',
    call: '*/crud/update',
    fill: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Nieuwe patchnote' }));
      await screen.findByRole('form', { name: 'Nieuwe patchnote' });
      await user.type(inForm().getByLabelText(/^Versie/), '2.3.0');
      await user.type(inForm().getByLabelText('Titel'), 'Zoeken in de documentatie');
      await user.type(inForm().getByRole('textbox', { name: 'Tekst' }), 'Zoek ook in de tekst.');
    },
    send: (user) => user.click(inForm().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(inForm().getByLabelText('Titel')).toHaveValue('Zoeken in de documentatie');
      expect(inForm().getByRole('textbox', { name: 'Tekst' })).toHaveTextContent(
        'Zoek ook in de tekst.',
      );
    },
    done: async () => {
      expect(
        await screen.findByRole('article', { name: 'Zoeken in de documentatie' }),
      ).toBeVisible();
    },
    effect: () =>
      getDb().patchNotes.filter((note) => note.title === 'Zoeken in de documentatie').length,
  },
  {
    name: 'patch note edit',
    path: '/help/about',
    as: 'superadmin',
    method: 'put',
    call: '*/crud/update/:id',
    fill: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Bewerken: Engelse vertaling' }));
      await screen.findByRole('form', { name: 'Patchnote bewerken' });
      const title = inForm().getByLabelText('Titel');
      await user.clear(title);
      await user.type(title, 'Engels en Nederlands');
    },
    send: (user) => user.click(inForm().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(inForm().getByLabelText('Titel')).toHaveValue('Engels en Nederlands');
    },
    done: async () => {
      expect(await screen.findByRole('article', { name: 'Engels en Nederlands' })).toBeVisible();
    },
    effect: () => getDb().patchNotes.filter((note) => note.title === 'Engels en Nederlands').length,
  },
  {
    name: 'document create',
    create: true,
    path: '/help/documentation',
    as: 'superadmin',
    method: 'post',
    call: '*/crud/document',
    fill: async (user) => {
      await openDocumentForm(user, 'Nieuw document');
      await user.selectOptions(inForm().getByLabelText('Hoofdstuk'), 'Beoordelen');
      await user.type(inForm().getByLabelText('Titel'), 'Kaizens delen');
      await user.type(inForm().getByRole('textbox', { name: 'Tekst' }), 'Deel een goede kaizen.');
    },
    send: (user) => user.click(inForm().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(inForm().getByLabelText('Hoofdstuk')).toHaveDisplayValue('Beoordelen');
      expect(inForm().getByLabelText('Titel')).toHaveValue('Kaizens delen');
      expect(inForm().getByRole('textbox', { name: 'Tekst' })).toHaveTextContent(
        'Deel een goede kaizen.',
      );
    },
    done: async () => {
      expect(await screen.findByRole('article', { name: 'Kaizens delen' })).toBeVisible();
    },
    effect: () => getDb().documents.filter((row) => row.title === 'Kaizens delen').length,
  },
  {
    name: 'document edit',
    path: `/help/documentation?document=${UNSAFE_DOCUMENT}`,
    as: 'superadmin',
    method: 'put',
    call: '*/crud/document/:id',
    fill: async (user) => {
      await openDocumentForm(user, 'Bewerken: HTML met risico’s');
      const title = inForm().getByLabelText('Titel');
      await user.clear(title);
      await user.type(title, 'Veilige opmaak');
    },
    send: (user) => user.click(inForm().getByRole('button', { name: 'Opslaan' })),
    kept: () => {
      expect(inForm().getByLabelText('Titel')).toHaveValue('Veilige opmaak');
    },
    done: async () => {
      expect(await screen.findByRole('article', { name: 'Veilige opmaak' })).toBeVisible();
    },
    effect: () => getDb().documents.filter((row) => row.title === 'Veilige opmaak').length,
  },
  {
    name: 'editor image upload',
    path: '/help/documentation?document=1',
    as: 'superadmin',
    method: 'post',
    call: '*/crud/editor_image',
    fill: async (user) => {
      await openDocumentForm(user, 'Bewerken: Een kaizen indienen');
      const title = inForm().getByLabelText('Titel');
      await user.clear(title);
      await user.type(title, 'Een kaizen indienen, met schema');
    },
    // Choosing the file sends it; the retry is choosing it again.
    send: (user) =>
      user.upload(inForm().getByLabelText('Afbeelding uploaden'), pngFile('werkplek-schema.png')),
    kept: () => {
      expect(inForm().getByLabelText('Titel')).toHaveValue('Een kaizen indienen, met schema');
    },
    done: async () => {
      // The alt text field opens with the file's name once the image is in the text.
      expect(await inForm().findByDisplayValue('werkplek schema')).toBeVisible();
    },
    effect: () => getDb().editorImages.length,
  },
  {
    name: 'editor image replace',
    path: '/help/documentation?document=1',
    as: 'superadmin',
    method: 'post',
    call: '*/crud/editor_image/:id',
    fill: async (user) => {
      await openDocumentForm(user, 'Bewerken: Een kaizen indienen');
      await user.click(inForm().getByRole('button', { name: 'Eerder geüploade afbeelding' }));
      await screen.findByRole('dialog', { name: 'Een geüploade afbeelding invoegen' });
      await user.click(await dialog().findByRole('button', { name: 'Afbeelding 2' }));
    },
    send: (user) =>
      user.upload(
        dialog().getByLabelText('Nieuw bestand voor de gekozen afbeelding'),
        pngFile('werkplek-na.png'),
      ),
    kept: () => {
      expect(dialog().getByRole('button', { name: 'Afbeelding 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
    done: async () => {
      expect(
        await dialog().findByText('Afbeelding 2 is vervangen; de tekst toont het nieuwe bestand.'),
      ).toBeVisible();
    },
    effect: () =>
      getDb().editorImages.filter(
        (image) => image.id === REPLACED_IMAGE && image.src.startsWith('data:image/png'),
      ).length,
  },
];

writeFaultTable(WRITES);
