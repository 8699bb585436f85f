import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

describe('components are drawn with their styles', () => {
  test("the FAQ's questions are accordion buttons, not the browser's grey buttons", async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fhelp%2Ffaq' });
    await page.waitForURL('**/help/faq');
    const question = page.locator('.accordion-button').first();
    await question.waitFor();

    const look = await question.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        display: style.display,
        width: button.getBoundingClientRect().width,
        parentWidth: (button.parentElement as HTMLElement).getBoundingClientRect().width,
        background: style.backgroundColor,
      };
    });
    expect(look.display).toBe('flex');
    expect(look.width).toBeCloseTo(look.parentWidth, 0);
    expect(look.background).not.toBe('rgb(239, 239, 239)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
