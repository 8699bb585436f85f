import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { focusElement, focusIfLost, focusIsLost, pageHeading, pageStart } from './focus';

describe('focus', () => {
  test('focus is lost when it sits on the body, not when a control has it', () => {
    render(<button type="button">Save</button>);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsLost()).toBe(true);

    screen.getByRole('button').focus();
    expect(focusIsLost()).toBe(false);
  });

  test('a heading is made focusable, from script only, and focused', () => {
    render(<h1>Kaizens</h1>);
    const heading = screen.getByRole('heading');

    focusElement(heading);

    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('a control is focused as it is, its own tab order untouched', () => {
    render(
      <>
        <button type="button">Save</button>
        <div tabIndex={0}>Panel</div>
      </>,
    );

    focusElement(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveFocus();
    expect(screen.getByRole('button')).not.toHaveAttribute('tabindex');

    focusElement(screen.getByText('Panel'));
    expect(screen.getByText('Panel')).toHaveAttribute('tabindex', '0');
  });

  test('nothing to focus is no error', () => {
    expect(() => focusElement(null)).not.toThrow();
  });

  test('focuses only when focus was lost: where the user went stays', () => {
    render(
      <>
        <input aria-label="Title" />
        <h1>Kaizens</h1>
      </>,
    );
    screen.getByRole('textbox').focus();

    focusIfLost(screen.getByRole('heading'));
    expect(screen.getByRole('textbox')).toHaveFocus();

    screen.getByRole('textbox').blur();
    focusIfLost(screen.getByRole('heading'));
    expect(screen.getByRole('heading')).toHaveFocus();
  });

  test("the page heading is the main region's h1", () => {
    render(
      <>
        <h1>Menu</h1>
        <main>
          <h1>Kaizens</h1>
        </main>
      </>,
    );

    expect(pageHeading()).toHaveTextContent('Kaizens');
  });

  test("a signed-out page starts at its form's first field that takes input", () => {
    render(
      <div className="public-layout">
        <main>
          <h1>Inloggen</h1>
          <form>
            <input type="hidden" name="token" />
            <input aria-label="Code" disabled />
            <select aria-label="Taal" />
            <input aria-label="Wachtwoord" />
          </form>
        </main>
      </div>,
    );

    expect(pageStart()).toBe(screen.getByRole('combobox', { name: 'Taal' }));
  });

  test('a page without such a form starts at its heading', () => {
    render(
      <main>
        <h1>Kaizens</h1>
        <form>
          <input aria-label="Zoeken" />
        </form>
      </main>,
    );

    expect(pageStart()).toBe(screen.getByRole('heading', { name: 'Kaizens' }));
  });
});
