/**
 * At 400 % zoom (a 320 px by 256 px window) the focus is never hidden under the top bar or a
 * bar fixed at the bottom (WCAG 2.4.11), Shift+Tab through the long pages. The window is that
 * small as the app starts, as when a page is opened zoomed in: the layout a narrow window gets
 * is chosen then. At a desktop's width the same walk runs in every-page.e2e.ts.
 */
import { expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { focusHiddenUnderBars } from './support/focus-hidden';
import { checkPages } from './support/page-pass';

const browser = sharedBrowser();

/** The long pages each persona walks, with the number of Shift+Tab presses on each. */
const pages: Record<string, Record<string, number>> = {
  'lead@kaizen.demo': {
    [paths.kaizenApproved]: 60,
    [paths.home]: 40,
    [paths.helpFaq]: 30,
    [paths.kaizenNew]: 30,
  },
  'admin@kaizen.demo': { [paths.user]: 60 },
};

test.each(Object.entries(pages))(
  'Shift+Tab through long pages at 400 %% zoom (320 px), as %s',
  async (persona, steps) => {
    const { page, context } = await newPage(browser());
    await page.setViewportSize({ width: 320, height: 256 });
    await signIn(page, persona);
    const check = {
      name: 'the focus never under a bar (Shift+Tab, WCAG 2.4.11)',
      run: (_page: unknown, url: string) => focusHiddenUnderBars(page, steps[url] ?? 0),
    };
    expect(await checkPages(page, Object.keys(steps), [check])).toEqual({});
    await context.close();
  },
);
