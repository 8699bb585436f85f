/**
 * The main journeys through the real UI of the production build, in Firefox and in WebKit: what
 * Chromium's suite proves in depth, proven to work at all in the engines a shop floor also uses.
 * Any console or page error fails a journey (./support/engine-browser.ts).
 */
import { expect, test } from 'vitest';
import { PASSWORD, resetDemo } from '../e2e/support/browser';
import { pngOnDisk } from '../e2e/support/files';
import { engineName } from './support/context';
import { engineJourneys } from './support/engine-browser';
import {
  until,
  valueOf,
  waitFor,
  waitForGone,
  waitForLocation,
  type EnginePage,
} from './support/engine-page';
import { clickPointInPage, locateInPage, toSent, type Target } from './support/locate';

const { journey, open } = engineJourneys();

/** A test of the harness itself, on the sign-in page as drawn; the page closed whatever happens. */
async function onSignInPage(steps: (page: EnginePage) => Promise<void>) {
  const page = await open();
  try {
    await page.goto('/login');
    await waitFor(page, { role: 'button', name: 'Inloggen' });
    await steps(page);
  } finally {
    await page.close();
  }
}

const nav: Target = { role: 'navigation', name: 'Hoofdnavigatie' };
const newKaizenForm: Target = { role: 'region', name: 'Nieuwe kaizen' };
const inForm = (name: string): Target => ({ role: 'textbox', name, within: newKaizenForm });
/** The capture's one question: the improvement. */
const question = inForm('Wat wilt u verbeteren?');

/** A new kaizen's title is a proposal until "Wijzigen" turns it into the field. */
async function fillTitle(page: EnginePage, title: string) {
  await page.click({ role: 'button', name: 'Titel wijzigen', within: newKaizenForm });
  await page.fill(inForm('Titel'), title);
}

/** The situation in words waits under "Meer details" (a disclosure, closed on a new kaizen). */
async function fillSituation(page: EnginePage, text: string) {
  await page.click({ role: 'button', name: 'Meer details', within: newKaizenForm });
  await page.fill(inForm('Huidige situatie'), text);
}

async function signIn(page: EnginePage, email: string, by: 'click' | 'enter' = 'click') {
  await page.goto('/login');
  await page.fill({ role: 'textbox', name: 'E-mailadres of gebruikersnaam' }, email);
  await page.fill({ css: 'input[type="password"]' }, PASSWORD);
  if (by === 'enter') await page.press('Enter');
  else await page.click({ role: 'button', name: 'Inloggen' });
  return waitForLocation(page, /^\/(?!login)/);
}

async function signOut(page: EnginePage) {
  await page.click({ role: 'button', name: /^Profielmenu/ });
  await page.click({ role: 'button', name: 'Uitloggen' });
  await waitForLocation(page, /^\/login/);
  await waitFor(page, { role: 'button', name: 'Inloggen' });
}

journey('sign-in with Enter, the language switch and sign-out', async (page) => {
  await signIn(page, 'lead@kaizen.demo', 'enter');
  await waitForLocation(page, /^\/home$/);
  await page.click({ role: 'button', name: 'Wissel naar English' });
  await waitFor(page, {
    role: 'link',
    name: 'Approved',
    within: { role: 'navigation', name: 'Main navigation' },
  });
  await page.click({ role: 'button', name: 'Switch to Nederlands' });
  await waitFor(page, { role: 'link', name: 'Goedgekeurd', within: nav });
  await signOut(page);
});

journey(
  'an employee picks a team and submits a kaizen with a photo, the draft kept across a reload',
  async (page) => {
    await signIn(page, 'employee@kaizen.demo');
    await waitForLocation(page, /^\/team-select/);
    await page.click({
      role: 'button',
      name: 'Productie',
      within: { role: 'list', name: 'Uw teams' },
    });
    await waitForLocation(page, /^\/home$/);
    await page.click({ role: 'link', name: 'Nieuwe kaizen', within: nav });
    await waitForLocation(page, /^\/kaizen$/);

    const title = 'Opbergrek voor de handscanners';
    await fillTitle(page, title);
    await fillSituation(page, 'De scanners vallen van de werkbank.');
    // Reloaded at once: the draft is kept as the page goes away, and the reload brings it back.
    await page.reload();
    await until(
      async () => (await valueOf(page, 'input[name="title"]')) === title,
      'the title back',
    );
    await expect(valueOf(page, 'textarea[name="problem"]')).resolves.toBe(
      'De scanners vallen van de werkbank.',
    );

    await page.fill(question, 'Een wandrek met een vaste plek per scanner.');
    await page.upload({ css: 'input[type="file"][name="before_image"]' }, pngOnDisk());
    await waitFor(page, { role: 'img', name: 'Voorbeeld van de foto vooraf' });
    await page.click({ role: 'button', name: 'Indienen', within: newKaizenForm });
    await waitFor(page, { role: 'heading', name: 'Uw kaizen is ingediend' });
    await page.click({ role: 'link', name: 'Bekijk uw kaizen' });
    await waitForLocation(page, /^\/kaizen\/\d+$/);
    const detail: Target = { role: 'article', name: title };
    await waitFor(page, { text: 'Wacht op besluit', within: detail });
    await waitFor(page, { role: 'img', name: `Foto vooraf: ${title}`, within: detail });
    await until(
      () =>
        page.run<boolean>(
          '(alt) => [...document.images].some((img) => img.alt === alt && img.complete && img.naturalWidth > 0)',
          `Foto vooraf: ${title}`,
        ),
      'the photo to load',
    );
  },
);

const pages: Target = { role: 'navigation', css: 'nav:has(.pagination)' };
const exactly = (location: string) =>
  new RegExp(`^${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const textOf = (page: EnginePage, target: Target) =>
  page.run<string | null>(
    `(sent) => (${locateInPage.toString()})(sent)?.textContent ?? null`,
    toSent(target),
  );

/** The triage's place in the queue, e.g. "1 van 4". */
const position = (text: string): Target => ({ text });
// The kaizen's own title, not the queue page's heading still on screen while it opens.
const heading1 = async (page: EnginePage) =>
  until(
    () =>
      page.run<string | null>(
        '() => document.querySelector("main article h1")?.textContent?.trim() || null',
      ),
    'a heading',
  );

journey(
  'a lead approves with undo, declines with a reason and approves and shares',
  async (page) => {
    await signIn(page, 'lead@kaizen.demo');
    await page.click({ role: 'link', name: /^Te beoordelen/, within: nav });
    await waitForLocation(page, /^\/review$/);
    // The queue's own rows: until its code has come, the address says /review while the
    // dashboard, with kaizen links of its own, is still on screen.
    await page.click({ role: 'link', css: '.review-queue__link' });
    await waitForLocation(page, /^\/kaizen\/\d+\?queue=review$/);
    await waitFor(page, position('1 van 4'));
    const first = await heading1(page);

    await page.click({ role: 'button', name: 'Goedkeuren' });
    await waitFor(page, position('1 van 3'));
    const second = await heading1(page);
    expect(second).not.toBe(first);
    await page.click({ role: 'button', name: 'Ongedaan maken' });
    await waitFor(page, position('2 van 4'));
    await page.click({ role: 'link', name: 'Vorige' });
    await waitFor(page, position('1 van 4'));
    await expect(heading1(page)).resolves.toBe(first);

    await page.click({ role: 'button', name: 'Afwijzen' });
    const dialog: Target = { role: 'dialog', name: 'Kaizen afwijzen' };
    await waitFor(page, dialog);
    // Tab goes round the dialog's ten stops, never to the page behind it.
    for (let step = 0; step < 12; step += 1) {
      await page.press('Tab');
      await expect(
        page.run<boolean>('() => document.activeElement?.closest(".modal.show") != null'),
      ).resolves.toBe(true);
    }
    await page.fill(
      { role: 'textbox', name: 'Reden', within: dialog },
      'Dubbel met een andere kaizen.',
    );
    await page.click({ role: 'button', name: 'Afwijzen', within: dialog });
    await waitForGone(page, dialog);
    await waitFor(page, position('1 van 3'));
    await expect(heading1(page)).resolves.toBe(second);

    await page.click({ role: 'button', name: 'Goedkeuren en delen' });
    await waitFor(page, position('1 van 2'));
    // Leaving the triage sends the decision still waiting behind its undo at once.
    await page.click({ role: 'link', name: 'Gedeeld', within: nav });
    await waitFor(page, { role: 'link', name: second });
    await page.click({ role: 'link', name: 'Afgewezen', within: nav });
    await waitFor(page, { role: 'link', name: first });
  },
);

journey(
  "a list's filter, order and page live in the address, through Back and Forward",
  async (page) => {
    await resetDemo(200);
    await signIn(page, 'lead@kaizen.demo');
    await page.click({ role: 'link', name: 'Goedgekeurd', within: nav });
    await waitForLocation(page, /^\/kaizen\/approved/);
    const firstRow: Target = { role: 'link', css: 'table tbody a' };
    await waitFor(page, firstRow);
    await page.choose({ role: 'combobox', name: 'Team' }, 'Productie');
    await waitForLocation(page, /team=\d+/);
    await until(
      () =>
        page.run<boolean>(
          `() => {
          const rows = [...document.querySelectorAll('table tbody tr')];
          return rows.length > 0 && rows.every((row) => row.textContent.includes('Productie'));
        }`,
        ),
      "Productie's kaizens only",
    );
    const lastDecided = await textOf(page, firstRow);
    await page.choose({ role: 'combobox', name: 'Sorteren' }, 'Oudste eerst');
    const sorted = await waitForLocation(page, /dir=asc/);
    await until(async () => (await textOf(page, firstRow)) !== lastDecided, 'the oldest first');
    const firstOfPage1 = await textOf(page, firstRow);
    await page.click({ role: 'button', name: '2', within: pages });
    const second = await waitForLocation(page, /page=2/);
    await until(async () => (await textOf(page, firstRow)) !== firstOfPage1, 'page 2 to show');
    const firstOfPage2 = await textOf(page, firstRow);

    await page.back();
    await waitForLocation(page, exactly(sorted));
    await until(async () => (await textOf(page, firstRow)) === firstOfPage1, 'page 1 back');
    await page.forward();
    await waitForLocation(page, exactly(second));
    await until(async () => (await textOf(page, firstRow)) === firstOfPage2, 'page 2 again');
  },
);

journey('a lead moves two kaizens to another team at once', async (page) => {
  await signIn(page, 'lead@kaizen.demo');
  await page.click({ role: 'button', name: /^Profielmenu/ });
  await page.click({ role: 'link', name: 'Meerdere kaizens verplaatsen' });
  await waitForLocation(page, /^\/kaizen\/approved\?team=\d+$/);
  const table: Target = { role: 'table', name: 'Goedgekeurde kaizens' };
  await page.click({ role: 'checkbox', within: table, css: 'tbody input', nth: 0 });
  await page.click({ role: 'checkbox', within: table, css: 'tbody input', nth: 1 });
  const bar: Target = { role: 'region', name: 'Acties voor de geselecteerde kaizens' };
  await waitFor(page, { text: '2 kaizens geselecteerd', within: bar });
  await page.click({ role: 'button', name: 'Verplaats naar team…', within: bar });
  await page.click({ role: 'option', name: 'Kwaliteit' });
  const dialog: Target = { role: 'dialog', name: 'Kaizens verplaatsen?' };
  await waitFor(page, { text: '2 kaizens gaan naar Kwaliteit.', within: dialog });
  await page.click({ role: 'button', name: '2 kaizens verplaatsen', within: dialog });
  await waitFor(page, { role: 'status', text: 'Geen kaizens geselecteerd' });
});

journey('an admin creates a team', async (page) => {
  await signIn(page, 'super@kaizen.demo');
  await page.click({ role: 'link', name: 'Teams', within: nav });
  const teams: Target = { role: 'list', name: 'Alle teams' };
  await waitFor(page, { role: 'heading', name: 'Productie', within: teams });
  const form: Target = { role: 'form', name: 'Nieuw team' };
  await page.fill({ role: 'textbox', name: 'Naam van het team', within: form }, 'Onderhoud nacht');
  await page.click({ role: 'button', name: 'Team toevoegen', within: form });
  await waitFor(page, { role: 'heading', name: 'Onderhoud nacht', within: teams });
});

journey('on a phone: the navigation drawer, and sign-out from it', async (page) => {
  await page.setViewport(390, 844);
  await signIn(page, 'lead@kaizen.demo');
  await page.click({ role: 'button', name: 'Navigatie in- of uitklappen' });
  const drawer: Target = { role: 'dialog', name: 'Quick & Easy Kaizen' };
  await page.click({ role: 'link', name: 'Goedgekeurd', within: drawer });
  await waitForLocation(page, /^\/kaizen\/approved/);
  await waitForGone(page, drawer);
  await page.click({ role: 'button', name: 'Navigatie in- of uitklappen' });
  await page.click({ role: 'button', name: 'Uitloggen', within: drawer });
  await waitForLocation(page, /^\/login/);
});

// Firefox's automation types into whatever has the focus; WebKit's WebDriver sends keys to the
// element and refuses one that cannot take them by itself.
if (engineName() === 'firefox') {
  test('typing into a field that cannot take the focus fails, naming the field', () =>
    onSignInPage(async (page) => {
      // Shown, but out of reach of the focus (inert), as a field under a dialog's backdrop is.
      await page.run(
        `() => {
          const box = document.createElement('div');
          box.inert = true;
          const field = document.createElement('textarea');
          field.setAttribute('aria-label', 'Verborgen veld');
          box.append(field);
          document.querySelector('form').append(box);
        }`,
      );
      await expect(page.fill({ role: 'textbox', name: 'Verborgen veld' }, 'tekst')).rejects.toThrow(
        /Verborgen veld did not take the focus/,
      );
    }));
}

test('what the page says on its console and what it throws reaches the journey', () =>
  onSignInPage(async (page) => {
    await page.run(
      '() => { console.error("said on the console"); setTimeout(() => { throw new Error("thrown later"); }); }',
    );
    await until(async () => (await page.errors()).length >= 2, 'both errors');
    const errors = (await page.errors()).join('\n');
    expect(errors).toContain('said on the console');
    expect(errors).toContain('thrown later');
  }));

/** Engines whose automation can take the network away: Firefox's BiDi can, WebKitGTK's classic WebDriver cannot. */
const CAN_GO_OFFLINE = new Set(['firefox']);

if (CAN_GO_OFFLINE.has(engineName())) {
  journey('offline, a kaizen waits in the outbox and is sent once back online', async (page) => {
    await signIn(page, 'lead@kaizen.demo');
    // The worker controls the page, as on any second visit: pages and language files offline.
    await until(
      () => page.run<boolean>('() => navigator.serviceWorker.controller?.state === "activated"'),
      'the service worker to take control',
    );
    await page.click({ role: 'link', name: 'Nieuwe kaizen', within: nav });
    await waitFor(page, question);
    await page.setOffline(true);
    const title = 'Offline ingediend bij de pers';
    await fillTitle(page, title);
    await fillSituation(page, 'Rommel rond de pers.');
    await page.fill(question, 'Vaste plekken.');
    await page.upload({ css: 'input[type="file"][name="before_image"]' }, pngOnDisk());
    await waitFor(page, { role: 'img', name: 'Voorbeeld van de foto vooraf' });
    await page.click({ role: 'button', name: 'Indienen', within: newKaizenForm });
    const outbox: Target = { role: 'region', name: 'Wacht op verzending' };
    await waitFor(page, { text: title, within: outbox });
    await waitFor(page, { text: 'Wacht op verbinding', within: outbox });
    await page.setOffline(false);
    await waitFor(page, { text: `Uw kaizen "${title}" is verstuurd.` });
    await waitForGone(page, outbox);
  });
}

test('a click waits while its target is see-through or moving, not for what never ends', () =>
  onSignInPage(async (page) => {
    // A dialog's frame and button as React-Bootstrap mounts them: see-through until shown.
    await page.run(
      `() => {
        const box = document.createElement('div');
        box.id = 'sliding';
        box.style.opacity = '0';
        const button = document.createElement('button');
        button.textContent = 'Verplaatsen';
        box.append(button);
        document.body.prepend(box);
      }`,
    );
    const reaches = () =>
      page.run<boolean>(
        `() => (${clickPointInPage.toString()})(document.querySelector('#sliding button')).reaches`,
      );
    expect(await reaches()).toBe(false);
    await page.run("() => { document.querySelector('#sliding').style.opacity = '1'; }");
    expect(await reaches()).toBe(true);
    await page.run(
      `() => { window.slide = document.querySelector('#sliding').animate(
        [{ transform: 'translateY(-50px)' }, { transform: 'none' }], 60000); }`,
    );
    expect(await reaches()).toBe(false);
    await page.run(
      `() => { window.slide.cancel(); document.querySelector('#sliding').animate(
        [{ opacity: 0.9 }, { opacity: 1 }], { duration: 1000, iterations: Infinity }); }`,
    );
    expect(await reaches()).toBe(true);
  }));

test('a click brings a target below the fold into view at once, though the page scrolls smoothly', () =>
  onSignInPage(async (page) => {
    await page.run(
      `() => {
        document.documentElement.style.scrollBehavior = 'smooth';
        const below = document.createElement('button');
        below.id = 'below';
        below.textContent = 'Volgende';
        below.style.marginTop = '300vh';
        document.body.append(below);
      }`,
    );
    // Smoothly, the first look would still find it outside the window, and the next one somewhere
    // on the way: what holds still is only where a busy machine drew no frame in between.
    await expect(
      page.run<boolean>(
        `() => (${clickPointInPage.toString()})(document.querySelector('#below')).reaches`,
      ),
    ).resolves.toBe(true);
  }));
