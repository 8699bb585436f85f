import type { Page } from 'playwright-core';

interface ServerKaizen {
  title: string;
  before_image_src?: string | null;
}

/** The signed-in user's kaizens with `title` on the server, read through the API in the page. */
export function kaizensOnServer(page: Page, title: string): Promise<ServerKaizen[]> {
  return page.evaluate(async (wanted) => {
    const get = async (url: string): Promise<unknown> =>
      (await fetch(url, { headers: { Accept: 'application/json' } })).json();
    const unwrap = (body: unknown) =>
      typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
    const user = unwrap(await get('/api/user')) as { id: number };
    const list = unwrap(await get(`/api/kaizen/by-user/${user.id}`)) as ServerKaizen[];
    return list.filter((kaizen) => kaizen.title === wanted);
  }, title);
}

/**
 * After "Indienen" on a new kaizen: the confirmation in the form's place (issue 26), then its
 * link to the kaizen, which opens the detail.
 */
export async function openSubmittedKaizen(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Uw kaizen is ingediend', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Bekijk uw kaizen' }).click();
  await page.waitForURL(/\/kaizen\/\d+$/);
}
