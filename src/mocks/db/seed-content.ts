import { DEMO_COMPANY_ID } from './seed-org';
import { daysBefore } from './prng';
import type {
  DocumentRow,
  DocumentTitleRow,
  EditorImageRow,
  PasswordResetRow,
  PatchNoteRow,
} from './types';

export function seedPatchNotes(now: number): PatchNoteRow[] {
  return [
    {
      id: 1,
      version: '2.0.0',
      title: 'Nieuw dashboard',
      body: '<p>Het dashboard toont nu per team hoeveel kaizens <strong>open</strong>, goedgekeurd en afgewezen zijn.</p>',
      created_at: daysBefore(now, 120),
    },
    {
      id: 2,
      version: '2.1.0',
      title: 'Kaizens verplaatsen',
      body: '<p>Teamleiders kunnen nu meerdere kaizens tegelijk naar een ander team verplaatsen.</p><ul><li>Selecteer kaizens</li><li>Kies het nieuwe team</li></ul>',
      created_at: daysBefore(now, 60),
    },
    {
      id: 3,
      version: '2.2.0',
      title: 'Engelse vertaling',
      body: '<p>De applicatie is nu ook in het <em>Engels</em> beschikbaar. Kies de vlag rechtsboven.</p>',
      created_at: daysBefore(now, 14),
    },
  ];
}

/** Title 3 holds unsafe HTML on purpose, so the client's sanitising can be seen and tested. */
export const UNSAFE_DOCUMENT_ID = 4;

export function seedDocuments(): { titles: DocumentTitleRow[]; documents: DocumentRow[] } {
  const titles: DocumentTitleRow[] = [
    { id: 1, company_id: null, title: 'Aan de slag', index: 1 },
    { id: 2, company_id: null, title: 'Beoordelen', index: 2 },
    { id: 3, company_id: null, title: 'Opmaakvoorbeelden', index: 3 },
    { id: 4, company_id: DEMO_COMPANY_ID, title: 'Huisregels', index: 1 },
    { id: 5, company_id: DEMO_COMPANY_ID, title: 'Kwaliteitshandboek', index: 2 },
  ];
  const documents: DocumentRow[] = [
    {
      id: 1,
      document_title_id: 1,
      title: 'Een kaizen indienen',
      body: '<p>Kies <strong>Nieuwe kaizen</strong>, maak een foto van de situatie, zeg in één zin wat u wilt verbeteren en kies <em>Indienen</em>. De rest kunt u later aanvullen.</p>',
    },
    {
      id: 2,
      document_title_id: 1,
      title: 'Concepten',
      body: '<p>Een concept ziet alleen u. Dien het in zodra het af is.</p>',
    },
    {
      id: 3,
      document_title_id: 2,
      title: 'Goedkeuren en afwijzen',
      body: [
        '<p>Teamleiders keuren open kaizens goed of wijzen ze af met een reden.</p>',
        '<ol><li>Open de kaizen vanuit <strong>Te beoordelen</strong> in het menu: wat op uw besluit wacht, het oudste eerst</li>',
        '<li>Kies goedkeuren, goedkeuren en delen, of afwijzen; de volgende kaizen staat meteen klaar</li></ol>',
        '<p>Sneltoetsen (ook via <strong>?</strong> op het scherm): <strong>j</strong>/<strong>k</strong> volgende en vorige, ',
        '<strong>a</strong> goedkeuren, <strong>d</strong> afwijzen, <strong>s</strong> goedkeuren en delen, ',
        '<strong>z</strong> ongedaan maken. Niet tijdens het typen in een veld.</p>',
      ].join(''),
    },
    {
      id: UNSAFE_DOCUMENT_ID,
      document_title_id: 3,
      title: 'HTML met risico’s',
      body: [
        '<h2>Opmaak</h2><p>Deze pagina bevat bewust onveilige HTML.</p>',
        '<script>window.__qekXss = true; alert("xss")</script>',
        '<img src="/missing.png" onerror="window.__qekXss = true" alt="kapot plaatje">',
        '<p><a href="javascript:alert(\'xss\')">Klik hier</a> en <a href="https://example.com">een veilige link</a>.</p>',
      ].join(''),
    },
    {
      id: 5,
      document_title_id: 4,
      title: 'Werkplekafspraken',
      body: '<p>Houd looppaden vrij en ruim uw werkplek op aan het einde van de dienst.</p>',
    },
    {
      id: 6,
      document_title_id: 5,
      title: 'Afkeur registreren',
      body: '<p>Registreer afkeur direct op de tablet bij de lijn.</p>',
    },
  ];
  return { titles, documents };
}

export const seedEditorImages = (): EditorImageRow[] => [
  { id: 1, src: '/storage/editor/1.svg' },
  { id: 2, src: '/storage/editor/2.svg' },
];

/** A reset link that works without e-mail in the demo: /password/new/demo-reset-token. */
export const seedPasswordResets = (now: number): PasswordResetRow[] => [
  { email: 'employee@kaizen.demo', token: 'demo-reset-token', created_at: daysBefore(now, 0) },
];
