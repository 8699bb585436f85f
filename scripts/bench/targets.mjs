import { networkQuiet, valueInPage } from './page-load.mjs';
/**
 * What "usable" means per page, as functions that run in the page (serialised, so they must
 * not close over anything), and signing in without depending on the interface language.
 */
export const PASSWORD = 'kaizen';

/** The sign-in button is shown and can be pressed. */
export function loginUsable() {
  const button = document.querySelector('main form button[type="submit"]');
  return (
    location.pathname === '/login' &&
    button instanceof HTMLButtonElement &&
    !button.disabled &&
    button.checkVisibility() &&
    button.textContent.trim() !== ''
  );
}

/**
 * The dashboard shows its data, not just its heading: the team's figures are drawn (every
 * figure has its value) and a list of kaizens has its links.
 */
export function homeUsable() {
  const heading = document.querySelector('main h1');
  const figures = [...document.querySelectorAll('main dl dd')];
  return (
    location.pathname === '/home' &&
    heading !== null &&
    heading.checkVisibility() &&
    heading.textContent.trim() !== '' &&
    figures.length > 0 &&
    figures.every((figure) => figure.textContent.trim() !== '') &&
    document.querySelector('main ol li a[href]') !== null
  );
}

/** The floor page has rendered its one component. */
export function floorUsable() {
  return document.querySelector('h1')?.textContent === 'React floor';
}

/** Signs in through the API in the page's context (cookies land in its jar), as the app would. */
export async function signInByRequest(context, baseUrl, email) {
  // A write needs the session's XSRF token (419 otherwise), as on Laravel: a GET hands it out.
  await context.request.get(`${baseUrl}/verified`, { headers: { Accept: 'application/json' } });
  const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await context.request.post(`${baseUrl}/login`, {
    multipart: { email, password: PASSWORD, remember: '0' },
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()}`);
}

/** Signs in through the login screen (needed where the API lives in the browser: the demo). */
export async function signInByForm(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The login screen opened cold, usable and quiet (a person takes seconds to type: what it
 * fetches ahead after its first paint is in), the form filled in as `email`: resolves with its
 * submit button, for a test to time what follows the click.
 */
export async function loginFilledIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await valueInPage(page, `(${loginUsable.toString()})() || null`);
  await networkQuiet(page);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  return page.locator('main form button[type="submit"]');
}

/**
 * A phone context (`device`, e.g. IPHONE) with the employee signed in and team 1 active, as on
 * the shop floor, where her team is chosen already.
 */
export async function employeeOnPhone(browser, baseUrl, device) {
  const context = await browser.newContext({
    ...device,
    baseURL: baseUrl,
    locale: 'nl-NL',
    serviceWorkers: 'block',
  });
  await signInByRequest(context, baseUrl, 'employee@kaizen.demo');
  await context.request.get(`${baseUrl}/api/session/team/1`, {
    headers: { Accept: 'application/json' },
  });
  return context;
}
