import type { Locator, Page } from 'playwright-core';

interface ServerKaizen {
  id: number;
  title: string;
  status: string;
  effect_money?: number | null;
  before_image_src?: string | null;
}

/**
 * A kaizen list on the server, read through the API in the page as the signed-in user: their
 * own (`by-user`) or a team's (`by-team`).
 */
export function kaizenListOnServer(
  page: Page,
  list: 'mine' | { team: number },
): Promise<ServerKaizen[]> {
  return page.evaluate(async (which) => {
    const get = async (url: string): Promise<unknown> =>
      (await fetch(url, { headers: { Accept: 'application/json' } })).json();
    const unwrap = (body: unknown) =>
      typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
    const owner =
      which === 'mine'
        ? `by-user/${(unwrap(await get('/api/user')) as { id: number }).id}`
        : `by-team/${which.team}`;
    return unwrap(await get(`/api/kaizen/${owner}`)) as ServerKaizen[];
  }, list);
}

/** The signed-in user's kaizens with `title` on the server. */
export async function kaizensOnServer(page: Page, title: string): Promise<ServerKaizen[]> {
  return (await kaizenListOnServer(page, 'mine')).filter((kaizen) => kaizen.title === title);
}

/**
 * After "Indienen" on a new kaizen: the confirmation in the form's place, then its
 * link to the kaizen, which opens the detail.
 */
export async function openSubmittedKaizen(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Uw kaizen is ingediend', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Bekijk uw kaizen' }).click();
  await page.waitForURL(/\/kaizen\/\d+$/);
}

/** The kaizen form's texts by the names the detail shows them under. */
export type KaizenText = 'Titel' | 'Huidige situatie' | 'Verbetering';

/**
 * A text field of the kaizen form, made reachable as a user would: a new kaizen's title is a
 * proposal until "Wijzigen" turns it into a field, the situation in words is under "Meer
 * details", and the improvement is asked as "Wat wilt u verbeteren?".
 */
export async function kaizenField(form: Locator, name: KaizenText): Promise<Locator> {
  if (name === 'Verbetering') return form.getByRole('textbox', { name: 'Wat wilt u verbeteren?' });
  const field = form.getByRole('textbox', { name, exact: true });
  const opener =
    name === 'Titel'
      ? form.getByRole('button', { name: 'Titel wijzigen' })
      : form.getByText('Meer details', { exact: true });
  // The form draws its first question a frame before the rest (the title among it): wait for the
  // field or what opens it, whichever the form shows, never read a frame in between.
  await field.or(opener).first().waitFor();
  if (await field.isVisible()) return field;
  await opener.click();
  await field.waitFor();
  return field;
}

/** Fills the kaizen form's texts, each in its field. */
export async function fillKaizen(
  form: Locator,
  texts: Partial<Record<KaizenText, string>>,
): Promise<void> {
  for (const [name, text] of Object.entries(texts) as [KaizenText, string][]) {
    await (await kaizenField(form, name)).fill(text);
  }
}

/**
 * The reads a signed-in /kaizen makes by itself, the latest ones: the bell's list of the user's
 * own kaizens (after the first paint and a chunk of its own) and the capture's team and shared
 * lists (once a title is typed, for similar kaizens). The rest (the user, the top bar's
 * company) go out as the page is drawn, before any of these.
 */
const FORM_PAGE_READS = [
  '/api/kaizen/by-user/',
  '/api/kaizen/by-team/',
  '/api/kaizen/by-type/shared',
];

/**
 * Waits until the reads the form page makes by itself are answered. A drill that then ends the
 * server session meets the end at "Indienen"; otherwise a read still on its way (on a busy
 * machine the bell's can come after the capture's) is the call that finds the session gone,
 * and the page goes to the login while "Indienen" is being clicked: Playwright then reports the
 * button detached from the DOM and waits for it until the step times out.
 */
export async function formPageReadsAnswered(page: Page): Promise<void> {
  await page.waitForFunction(
    (paths) =>
      paths.every((path) =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes(path)),
      ),
    FORM_PAGE_READS,
  );
}
