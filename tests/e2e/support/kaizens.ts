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
