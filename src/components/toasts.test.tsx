import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  onTestFinished,
  test,
  vi,
} from 'vitest';
import {
  notify,
  preloadToaster,
  TOAST_LIMIT,
  TOAST_TIMEOUT_MS,
  ToastHost,
  TOASTS_BELOW,
  toastTiming,
} from './toasts';

// The toaster loads on demand (toasts-on-demand.test.tsx); here it is there, so each toast shows
// at once and the fake timers measure react-hot-toast's own.
beforeAll(() => preloadToaster());

const headers = () =>
  screen.queryAllByRole('status').map((toast) => toast.querySelector('strong')?.textContent);

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const focusMoves = (host: HTMLElement, type: 'focusin' | 'focusout') =>
  act(() => {
    host.dispatchEvent(new FocusEvent(type, { bubbles: true }));
  });

/** A toast that `hold` holds is still there 10 s on, and gone 4.1 s after `leave`. */
function heldUntil(hold: (host: HTMLElement) => void, leave: (host: HTMLElement) => void) {
  act(() => {
    notify({ header: 'Even lezen', content: '' });
  });
  const host = screen.getByRole('status').parentElement as HTMLElement;
  hold(host);
  advance(10_000);
  expect(headers()).toEqual(['Even lezen']);
  leave(host);
  advance(4100);
  expect(headers()).toEqual([]);
}

describe('toasts', () => {
  beforeEach(() => {
    // The product's time, on the fake clock (tests/setup-app.ts sets it far longer for others).
    toastTiming.shownMs = TOAST_TIMEOUT_MS;
    vi.useFakeTimers();
    render(<ToastHost />);
  });
  afterEach(() => vi.useRealTimers());

  test('a toast shows its header and text, and can be closed', () => {
    act(() => {
      notify({ header: 'Opgeslagen', content: 'De kaizen is opgeslagen.' });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('OpgeslagenDe kaizen is opgeslagen.');
    act(() => {
      within(toast).getByRole('button', { name: 'common.close' }).click();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a danger toast is an alert, read out at once', () => {
    act(() => {
      notify({ header: 'Mislukt', content: 'Probeer het opnieuw.', variant: 'danger' });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  test('a ninth toast drops the oldest so at most eight show, newest first', () => {
    act(() => {
      for (let i = 1; i <= 9; i += 1) notify({ header: `Toast ${i}`, content: '' });
    });
    expect(headers()).toHaveLength(TOAST_LIMIT);
    expect(headers()[0]).toBe('Toast 9');
    expect(headers().at(-1)).toBe('Toast 2');
  });

  test('a toast disappears after 4000 ms, not before', () => {
    act(() => {
      notify({ header: 'Weg na 4 seconden', content: '' });
    });
    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(headers()).toEqual(['Weg na 4 seconden']);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(headers()).toEqual([]);
  });

  test('each toast keeps its own timer; 0 keeps it until closed', () => {
    act(() => {
      notify({ header: 'Kort', content: '', dismissTimer: 1000 });
      notify({ header: 'Lang', content: '', dismissTimer: 6000 });
      notify({ header: 'Blijft', content: '', dismissTimer: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(headers()).toEqual(['Blijft', 'Lang']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(headers()).toEqual(['Blijft']);
  });

  test('the timer waits while the focus is on a toast', () => {
    heldUntil(
      (host) => focusMoves(host, 'focusin'),
      (host) => focusMoves(host, 'focusout'),
    );
  });

  test('pointer and focus on the toasts are one pause, ended when both have left', () => {
    heldUntil(
      (host) => {
        fireEvent.mouseEnter(host);
        focusMoves(host, 'focusin');
        fireEvent.mouseLeave(host);
      },
      (host) => focusMoves(host, 'focusout'),
    );
  });

  test("a host that goes away while held ends the pause: the next host's toasts still leave", () => {
    act(() => {
      notify({ header: 'Vastgehouden', content: '' });
    });
    fireEvent.mouseEnter(screen.getByRole('status').parentElement as HTMLElement);
    cleanup();
    render(<ToastHost />);
    act(() => {
      notify({ header: 'Daarna', content: '' });
    });
    advance(4100);
    expect(headers()).toEqual([]);
  });

  test('closed from its own button, a toast gives the focus back where it came from, and ends the pause', () => {
    const { getByRole } = render(<button type="button">Opslaan</button>);
    getByRole('button', { name: 'Opslaan' }).focus();
    act(() => {
      notify({ header: 'Opgeslagen', content: '' });
    });
    const close = within(screen.getByRole('status')).getByRole('button', { name: 'common.close' });
    act(() => close.focus());
    act(() => close.click());
    expect(document.activeElement).toBe(getByRole('button', { name: 'Opslaan' }));
    act(() => {
      notify({ header: 'Daarna', content: '' });
    });
    advance(4100);
    expect(headers()).toEqual([]);
  });

  test("with nowhere to go back to, the focus goes to the page's heading, not to <body>", () => {
    render(
      <main>
        <h1>Dashboard</h1>
      </main>,
    );
    act(() => {
      notify({ header: 'Opgeslagen', content: '' });
    });
    const close = within(screen.getByRole('status')).getByRole('button', { name: 'common.close' });
    act(() => close.focus());
    act(() => close.click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' }));
  });

  test('a toast with a known id replaces the earlier one', () => {
    act(() => {
      notify({ id: 'save', header: 'Bezig', content: '' });
      notify({ id: 'save', header: 'Klaar', content: '' });
    });
    expect(headers()).toEqual(['Klaar']);
  });

  test('the timer waits while the mouse is over a toast', () => {
    heldUntil(
      (host) => fireEvent.mouseEnter(host),
      (host) => fireEvent.mouseLeave(host),
    );
  });
});

describe('toasts below the top bar', () => {
  afterEach(() => vi.useRealTimers());

  function renderUnderBar(bottom: () => number) {
    const bar = document.createElement('header');
    bar.setAttribute(TOASTS_BELOW, '');
    bar.getBoundingClientRect = () => ({ ...new DOMRect(0, 0, 800, bottom()), bottom: bottom() });
    document.body.append(bar);
    onTestFinished(() => bar.remove());
    render(<ToastHost />);
  }
  const host = () => screen.getByRole('status').parentElement as HTMLElement;

  test("they start under the top bar's bottom edge, so they cover none of its controls", () => {
    renderUnderBar(() => 56);

    act(() => {
      notify({ header: 'Opgeslagen', content: '' });
    });

    expect(host()).toHaveStyle({ top: '64px' });
  });

  test('they follow the edge when a banner above the bar scrolls away', () => {
    let bottom = 96;
    renderUnderBar(() => bottom);
    act(() => {
      notify({ header: 'Opgeslagen', content: '' });
    });
    expect(host()).toHaveStyle({ top: '104px' });

    bottom = 56;
    fireEvent.scroll(window);

    expect(host()).toHaveStyle({ top: '64px' });
  });

  test('without a top bar (the sign-in pages) the stylesheet places them', () => {
    render(<ToastHost />);

    act(() => {
      notify({ header: 'Opgeslagen', content: '' });
    });

    expect(host().style.top).toBe('');
  });
});
