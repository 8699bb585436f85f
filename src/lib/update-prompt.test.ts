import { afterEach, describe, expect, test, vi } from 'vitest';
import { offerUpdate, watchUnsavedInput, type UpdatePromptDeps } from './update-prompt';

afterEach(() => {
  document.body.innerHTML = '';
});

function fakeDeps(busy: () => boolean) {
  let accept = () => {};
  let takeOver = () => {};
  const deps = {
    show: vi.fn<UpdatePromptDeps['show']>((onAccept) => {
      accept = onAccept;
    }),
    busy,
    activate: vi.fn(() => takeOver()),
    takenOver: () => new Promise<void>((resolve) => (takeOver = resolve)),
    reload: vi.fn(),
  };
  return { deps, press: () => accept() };
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the update prompt', () => {
  test('offers the new version and reloads only when its button is pressed', async () => {
    const { deps, press } = fakeDeps(() => false);
    offerUpdate(deps);
    expect(deps.show).toHaveBeenCalledWith(expect.any(Function), { waiting: false });
    expect(deps.activate).not.toHaveBeenCalled();

    press();
    expect(deps.activate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
  });

  test('a second press while the new version takes over changes nothing', () => {
    const { deps, press } = fakeDeps(() => false);
    deps.activate.mockImplementation(() => undefined);
    offerUpdate(deps);

    press();
    press();

    expect(deps.activate).toHaveBeenCalledTimes(1);
  });

  test('with unsaved input the button says so and keeps the offer, without taking over', () => {
    let busy = true;
    const { deps, press } = fakeDeps(() => busy);
    offerUpdate(deps);
    press();
    expect(deps.show).toHaveBeenLastCalledWith(expect.any(Function), { waiting: true });
    expect(deps.activate).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();

    busy = false;
    press();
    expect(deps.activate).toHaveBeenCalledTimes(1);
  });
});

describe('unsaved input', () => {
  test('a focused text field counts, a focused button does not', () => {
    const unsaved = watchUnsavedInput();
    document.body.innerHTML =
      '<input aria-label="title"><button>ok</button><input type="checkbox">';
    const [field, button, tick] = document.body.querySelectorAll<HTMLElement>('input, button');
    field.focus();
    expect(unsaved.busy()).toBe(true);
    button.focus();
    expect(unsaved.busy()).toBe(false);
    tick.focus();
    expect(unsaved.busy()).toBe(false);
  });

  test('a field typed into counts until its form is sent or it leaves the page', () => {
    const unsaved = watchUnsavedInput();
    document.body.innerHTML = '<form><textarea></textarea></form><input type="search">';
    const form = document.querySelector('form') as HTMLFormElement;
    const area = document.querySelector('textarea') as HTMLTextAreaElement;
    type(document.querySelector('input') as HTMLInputElement, 'kept in the address');
    expect(unsaved.busy()).toBe(false);

    type(area, 'half a sentence');
    expect(unsaved.busy()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(unsaved.busy()).toBe(false);

    type(area, 'more');
    expect(unsaved.busy()).toBe(true);
    form.remove();
    expect(unsaved.busy()).toBe(false);
  });

  test('sending one form leaves what was typed in another unsaved', () => {
    const unsaved = watchUnsavedInput();
    document.body.innerHTML = '<form><input></form><form><textarea></textarea></form>';
    const [sent, other] = document.querySelectorAll('form');
    type(other.querySelector('textarea') as HTMLTextAreaElement, 'half a sentence');

    sent.dispatchEvent(new Event('submit', { bubbles: true }));

    expect(unsaved.busy()).toBe(true);
  });

  test('a document where nothing has the focus has nothing unsaved', () => {
    expect(watchUnsavedInput(new Document()).busy()).toBe(false);
  });
});
