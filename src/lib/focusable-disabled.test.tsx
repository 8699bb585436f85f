import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { focusableDisabled } from './focusable-disabled';

function Form({ unavailable, onSubmit }: { unavailable: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <button type="submit" {...focusableDisabled(unavailable, 'w-100')}>
        Approve
      </button>
    </form>
  );
}

describe('focusableDisabled', () => {
  test('an unavailable button keeps its focus, is drawn disabled and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<Form unavailable onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Approve' });
    button.focus();

    fireEvent.click(button);

    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('w-100 disabled');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an available button keeps only its own class and sends its form', () => {
    const onSubmit = vi.fn();
    render(<Form unavailable={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Approve' });

    fireEvent.click(button);

    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAttribute('class', 'w-100');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('without a class of its own, only an unavailable button has one', () => {
    expect(focusableDisabled(false).className).toBeUndefined();
    expect(focusableDisabled(true).className).toBe('disabled');
  });
});
