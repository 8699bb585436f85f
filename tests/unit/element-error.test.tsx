import { getConfig, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

describe("Testing Library's error for a query that found nothing (tests/setup-app.ts)", () => {
  test('prints the document when its message is read, not when the query fails', () => {
    render(<p>before</p>);
    const error = getConfig().getElementError('Unable to find the button', document.body);

    screen.getByText('before').textContent = 'after';

    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find the button');
    expect(error.message).toContain('after');
    expect(error.message).not.toContain('before');
  });

  test("shows the document and points at the test's line, not the harness", () => {
    render(<p>hello there</p>);
    let thrown: unknown;
    try {
      screen.getByRole('button', { name: 'nope' });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(Error);
    const { message, stack = '' } = thrown as Error;
    expect(message).toContain('hello there');
    expect(stack).toContain('element-error.test.tsx');
    expect(stack).not.toContain('setup-app');
  });
});
