import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notify, TOAST_LIMIT, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  test('a toast defaults to success, dismissible, 4000 ms', () => {
    notify({ header: 'Opgeslagen', content: 'De kaizen is opgeslagen.' });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ variant: 'success', dismissible: true, dismissTimer: 4000 }),
    ]);
  });

  test('a ninth toast drops the oldest so at most eight show', () => {
    for (let i = 1; i <= 9; i += 1) notify({ header: `Toast ${i}`, content: '' });
    const headers = useToastStore.getState().toasts.map((toast) => toast.header);
    expect(headers).toHaveLength(TOAST_LIMIT);
    expect(headers[0]).toBe('Toast 2');
    expect(headers.at(-1)).toBe('Toast 9');
  });

  test('a toast disappears after its timer, not before', () => {
    notify({ header: 'Weg na 4 seconden', content: '' });
    vi.advanceTimersByTime(3999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  test('each toast keeps its own timer', () => {
    notify({ header: 'Kort', content: '', dismissTimer: 1000 });
    notify({ header: 'Lang', content: '', dismissTimer: 6000 });
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().toasts.map((toast) => toast.header)).toEqual(['Lang']);
  });

  test('dismissing removes the toast at once', () => {
    const id = notify({ header: 'Sluit mij', content: '' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  test('a toast with a known id replaces the earlier one', () => {
    notify({ id: 'save', header: 'Bezig', content: '' });
    notify({ id: 'save', header: 'Klaar', content: '' });
    expect(useToastStore.getState().toasts.map((toast) => toast.header)).toEqual(['Klaar']);
  });
});
