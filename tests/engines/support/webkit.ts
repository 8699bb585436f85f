import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../e2e/global-setup';
import { TIMEOUTS } from '../../timeouts';
import type { EngineBrowser, EnginePage } from './engine-page';
import { actOn, deadline, holdsStill, until, type ClickPoint } from './engine-page';
import { clickPointInPage, describeTarget, locateInPage, toSent, type Target } from './locate';
import { ENGINE_ERRORS_KEY } from './page-errors';

// WebKitGTK's MiniBrowser, Safari's engine, through Debian's WebKitWebDriver (classic WebDriver).
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const LOCATE = locateInPage.toString();
const CLICK_POINT = clickPointInPage.toString();
/**
 * MiniBrowser's window is never narrower than this: its header bar's own minimum. Still below
 * Bootstrap's 576 px breakpoint, so a phone's layout (docs/decisions.md, "Three engines").
 */
const WEBKIT_MIN_WIDTH = 447;

const KEYS: Record<string, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB };

/** An X server of its own: MiniBrowser is a GTK window. Its display number comes back on fd 3. */
function startXvfb(): Promise<{ display: string; server: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const server = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    server.stdio[3]?.once('data', (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, server }),
    );
  });
}

async function startDriver(display: string): Promise<{ url: string; driver: ChildProcess }> {
  const port = await freePort();
  // Its own process group, so stopping it also stops the MiniBrowsers it started.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DISPLAY: display },
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/status`)).ok, 'WebKitWebDriver to start');
  return { url, driver };
}

function webkitPage(session: WebDriver, baseUrl: string): EnginePage {
  const errors: string[] = [];
  // The page's own record (./page-errors.ts), moved here before anything could replace it.
  const collect = async () => {
    const seen = await session.executeScript<string[] | null>(
      `const seen = JSON.parse(sessionStorage.getItem(${JSON.stringify(ENGINE_ERRORS_KEY)}) || '[]');
       sessionStorage.removeItem(${JSON.stringify(ENGINE_ERRORS_KEY)});
       return seen;`,
    );
    errors.push(...(seen ?? []));
  };
  const find = (target: Target) =>
    session.executeScript<WebElement | null>(`return (${LOCATE})(arguments[0]);`, toSent(target));
  const element = (target: Target) => until(() => find(target), describeTarget(target));
  const navigate = async (go: () => Promise<void>) => {
    await collect().catch(() => undefined);
    await go();
  };

  return {
    engine: 'webkit',
    goto: (path) => navigate(() => session.get(new URL(path, baseUrl).href)),
    reload: () => navigate(() => session.navigate().refresh()),
    back: () => navigate(() => session.navigate().back()),
    forward: () => navigate(() => session.navigate().forward()),
    location: async () => {
      const url = new URL(await session.getCurrentUrl());
      return url.pathname + url.search;
    },
    isShown: async (target) => (await find(target)) !== null,
    click: async (target) => {
      await collect();
      await actOn(find, target, async (found) => {
        const point = () =>
          session.executeScript<ClickPoint>(`return (${CLICK_POINT})(arguments[0]);`, found);
        if (!(await holdsStill(point))) throw new Error('moving');
        await found.click();
      });
    },
    fill: async (target, text) => {
      await collect();
      const field = await element(target);
      // One call each: WebKitWebDriver drops what follows a chord in the same call.
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'));
      await field.sendKeys(Key.BACK_SPACE);
      await field.sendKeys(text);
    },
    choose: async (target, label) => {
      await collect();
      // As a person would, it waits for the option: a select's options may come with a later
      // answer than the rest of the page.
      const option = await until(
        async () =>
          session.executeScript<WebElement | null>(
            'return [...arguments[0].options].find((option) => option.label === arguments[1]) || null;',
            await element(target),
            label,
          ),
        `option "${label}" in ${describeTarget(target)}`,
      );
      // WebDriver's click on an option selects it, as a user's pick does.
      await option.click();
    },
    press: async (key) => {
      await session
        .switchTo()
        .activeElement()
        .sendKeys(KEYS[key] ?? key);
    },
    upload: async (target, file) => {
      await (await element(target)).sendKeys(file);
    },
    run: <T>(body: string, ...args: unknown[]) =>
      session.executeScript<T>(`return (${body})(...arguments);`, ...args),
    setViewport: async (width, height) => {
      await session
        .manage()
        .window()
        .setRect({ width: Math.max(width, WEBKIT_MIN_WIDTH), height });
    },
    setOffline: () =>
      Promise.reject(new Error('WebKitWebDriver cannot take the network away (classic WebDriver)')),
    screenshot: async (file) => {
      writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    errors: async () => {
      await collect().catch(() => undefined);
      return [...errors];
    },
    close: () => session.quit(),
  };
}

function stop(driver: ChildProcess): void {
  if (driver.pid !== undefined && driver.exitCode === null) {
    try {
      process.kill(-driver.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** How long a new MiniBrowser may take to answer; seen stuck for good once on a busy machine. */
const SESSION_START_MS = 60_000;

export async function launchWebKit(baseUrl: string): Promise<EngineBrowser> {
  const { display, server } = await startXvfb();
  let { url, driver } = await startDriver(display);
  const startSession = async () => {
    const session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    // A page load or script that never ends fails its step, as Firefox's do (not after 300 s).
    await session
      .manage()
      .setTimeouts({ pageLoad: TIMEOUTS.browserStep, script: TIMEOUTS.browserStep });
    await session.manage().window().setRect({ width: 1280, height: 900 });
    return session;
  };
  return {
    // A session of its own per page: a new MiniBrowser, with nothing of the one before. One that
    // never answers is not waited for: the driver starts again, once.
    newPage: async () => {
      try {
        return webkitPage(
          await deadline(startSession(), SESSION_START_MS, 'a WebKit session'),
          baseUrl,
        );
      } catch {
        stop(driver);
        ({ url, driver } = await startDriver(display));
        return webkitPage(
          await deadline(startSession(), SESSION_START_MS, 'a WebKit session'),
          baseUrl,
        );
      }
    },
    close: () => {
      stop(driver);
      server.kill();
      return Promise.resolve();
    },
  };
}
