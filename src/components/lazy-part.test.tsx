import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Editor: ComponentType<{ name: string }> = ({ name }) => <p>Editor of {name}</p>;

class RouteLikeBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? `crash page: ${this.state.error.message}` : this.props.children;
  }
}

describe('a part of a page that loads on demand', () => {
  test('a failed load shows a retry in place, and the retry loads it', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Editor);
    const Part = lazyPart(load, {
      loading: 'Laden...',
      failed: ({ retry }) => (
        <button type="button" onClick={retry}>
          Opnieuw
        </button>
      ),
    });
    render(<Part name="notes" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw' }));

    expect(await screen.findByText('Editor of notes')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('an error of the loaded part itself is not taken for a failed load', async () => {
    const Broken: ComponentType = () => {
      throw new Error('render bug');
    };
    const Part = lazyPart(() => Promise.resolve(Broken), {
      loading: 'Laden...',
      failed: () => 'load failed',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteLikeBoundary>
        <Part />
      </RouteLikeBoundary>,
    );

    expect(await screen.findByText('crash page: render bug')).toBeInTheDocument();
    expect(screen.queryByText('load failed')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
