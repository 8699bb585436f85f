import { render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CrashPage } from '@/features/errors/crash-page';
import { renderApp } from '@tests/utils/render-app';

// A page that breaks while rendering, deep enough to have a component stack of its own.
vi.mock('@/features/help/help-faq-page', () => {
  function QuestionList(): never {
    throw new Error('questions is undefined');
  }
  return { HelpFaqPage: () => <QuestionList /> };
});

describe('the crash page on a development address', () => {
  test('shows the message and the component stack, not the JavaScript stack', async () => {
    // React reports the error it caught; the test's output need not repeat it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(window.location.hostname).toBe('localhost');
    await renderApp('/help/faq', { as: 'lead' });

    const page = (await screen.findByRole('heading', { level: 1, name: 'Helaas...' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(page).getByText('questions is undefined')).toBeVisible();
    expect(within(page).getByText('Componentenstack (waar het misging)')).toBeVisible();
    const stack = await within(page).findByText(/QuestionList/, { selector: 'pre' });
    // The tree from the broken component up: the page wrapper and the router's route around it.
    expect(stack.textContent).toMatch(/at QuestionList[\s\S]*at LoadedPage[\s\S]*RenderedRoute/);
    // Not the JavaScript stack: no "Error: ..." head, no React internals.
    expect(stack.textContent).not.toMatch(/^Error:|renderWithHooks|beginWork/m);
  });
});

test('without a component stack the details show the serialised error (spec §2)', () => {
  render(<CrashPage error={{ code: 42, reason: 'bad state' }} showDetails />);

  expect(screen.getByText(/"reason": "bad state"/, { selector: 'pre' })).toBeVisible();
  expect(screen.queryByText('Componentenstack (waar het misging)')).not.toBeInTheDocument();
});
