import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { keepTabInDialogs } from './dialog-tab';

let stop = () => {};

beforeEach(() => {
  stop = keepTabInDialogs();
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** A modal dialog from `html`, after a button on the page behind it. */
function dialogOf(html: string): HTMLElement {
  document.body.innerHTML = `<button id="behind">Behind</button>
    <div role="dialog" aria-modal="true" tabindex="-1" id="dialog">${html}</div>`;
  return document.getElementById('dialog') as HTMLElement;
}

/** Presses Tab on the focused element; true when the dialog took it (the browser's move held). */
function tab(options: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    bubbles: true,
    cancelable: true,
    ...options,
  });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

const focused = () => document.activeElement?.id;
const focus = (id: string) => document.getElementById(id)?.focus();

const CONTROLS = `<a href="/x" id="link">Link</a><input id="field"><button id="ok">OK</button>`;

describe('Tab inside the open modal dialog', () => {
  test('from the last control to the first, and Shift+Tab back from the first to the last', () => {
    dialogOf(CONTROLS);

    focus('ok');
    expect(tab()).toBe(true);
    expect(focused()).toBe('link');
    expect(tab({ shiftKey: true })).toBe(true);
    expect(focused()).toBe('ok');
  });

  test('between its controls the browser moves the focus itself', () => {
    dialogOf(CONTROLS);

    focus('link');
    expect(tab()).toBe(false);
    focus('ok');
    expect(tab({ shiftKey: true })).toBe(false);
    expect(focused()).toBe('ok');
  });

  test('focus on the dialog itself: Shift+Tab goes to its last control', () => {
    dialogOf(CONTROLS);

    focus('dialog');
    expect(tab({ shiftKey: true })).toBe(true);
    expect(focused()).toBe('ok');
  });

  test('focus behind the dialog comes in at its first control, or its last with Shift', () => {
    dialogOf(CONTROLS);

    focus('behind');
    expect(tab()).toBe(true);
    expect(focused()).toBe('link');
    focus('behind');
    expect(tab({ shiftKey: true })).toBe(true);
    expect(focused()).toBe('ok');
  });

  test('a dialog without controls keeps the focus on itself', () => {
    dialogOf('<p>Een moment…</p><button disabled>Wacht</button>');

    focus('behind');
    expect(tab()).toBe(true);
    expect(focused()).toBe('dialog');
  });

  test('controls Tab does not stop at are neither first nor last', () => {
    dialogOf(`
      <span tabindex="-1" id="minus">x</span>
      <input type="hidden" id="hidden">
      <button id="first">First</button>
      <div inert><button id="inert">Inert</button></div>
      <button id="invisible" style="visibility: hidden">Hidden</button>
      <form>
        <input type="radio" name="kind" id="a" value="a">
        <input type="radio" name="kind" id="b" value="b" checked>
        <input type="radio" name="kind" id="c" value="c">
      </form>
      <button disabled id="disabled">Disabled</button>`);

    focus('b');
    expect(tab()).toBe(true);
    expect(focused()).toBe('first');
    expect(tab({ shiftKey: true })).toBe(true);
    expect(focused()).toBe('b');
  });

  test('controls Tab does not stop at after the last one leave it the last', () => {
    dialogOf(`<button id="first">First</button><button id="last">Last</button>
      <div inert><button>Inert</button></div>
      <button style="visibility: hidden">Hidden</button>`);

    focus('last');
    expect(tab()).toBe(true);
    expect(focused()).toBe('first');
    expect(tab({ shiftKey: true })).toBe(true);
    expect(focused()).toBe('last');
  });

  test('where the browser tells what is drawn, a control in a part not shown is no stop', () => {
    const asked = HTMLElement.prototype as { checkVisibility?: unknown };
    // jsdom has no checkVisibility: this one reads the inline styles as the browser would.
    asked.checkVisibility = function (this: HTMLElement, options?: CheckVisibilityOptions) {
      if (this.closest('[style*="display: none"]')) return false;
      return !(options?.visibilityProperty && this.style.visibility === 'hidden');
    };
    try {
      dialogOf(`<button id="first">First</button><button id="last">Last</button>
        <div style="display: none"><button>Not shown</button></div>
        <button style="visibility: hidden">Hidden</button>`);

      focus('last');
      expect(tab()).toBe(true);
      expect(focused()).toBe('first');
    } finally {
      delete asked.checkVisibility;
    }
  });

  test('a radio outside any form is a stop of its own', () => {
    dialogOf(`<button id="first">First</button><input type="radio" name="kind" id="radio">`);

    focus('radio');
    expect(tab()).toBe(true);
    expect(focused()).toBe('first');
  });

  test('radios of a group none of which is checked are each a stop', () => {
    dialogOf(`<button id="first">First</button><form>
      <input type="radio" name="kind" id="a" value="a"><input type="radio" name="kind" id="z" value="z">
    </form>`);

    focus('z');
    expect(tab()).toBe(true);
    expect(focused()).toBe('first');
  });

  test('the dialog on top holds the focus, not the one under it', () => {
    dialogOf(CONTROLS);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true" id="top"><button id="yes">Ja</button><button id="no">Nee</button></div>',
    );

    focus('no');
    expect(tab()).toBe(true);
    expect(focused()).toBe('yes');
  });

  test('left alone: other keys, Ctrl or Alt with Tab, a Tab already handled, no dialog open', () => {
    dialogOf(CONTROLS);
    focus('ok');

    expect(tab({ key: 'Enter' })).toBe(false);
    expect(tab({ ctrlKey: true })).toBe(false);
    expect(tab({ altKey: true })).toBe(false);
    const handled = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.getElementById('ok')?.dispatchEvent(handled);
    expect(focused()).toBe('ok');

    document.body.innerHTML = '<button id="page">Page</button>';
    focus('page');
    expect(tab()).toBe(false);
  });

  test('once stopped, Tab is the browser’s again', () => {
    dialogOf(CONTROLS);
    stop();

    focus('ok');
    expect(tab()).toBe(false);
    expect(focused()).toBe('ok');
  });
});
