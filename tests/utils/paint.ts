import { act, waitFor } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';
import { paintTiming } from '@/lib/after-paint';

/**
 * For a test about what waits for a painted frame (tests/setup-app.ts runs it at once): the
 * frames the app asks for are held until `paint()` draws them, so the test sees the screen as
 * the frame before showed it. The held work then runs in a task of its own: wait for what it
 * draws.
 */
export function holdFrames(): { paint: () => Promise<void> } {
  paintTiming.waits = true;
  const frames = new Map<number, FrameRequestCallback>();
  let last = 0;
  const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    last += 1;
    frames.set(last, callback);
    return last;
  });
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  onTestFinished(() => {
    request.mockRestore();
    cancel.mockRestore();
  });
  const drawHeld = () =>
    act(() => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(performance.now()));
    });
  /**
   * Paints the frames asked for, once there is one: the effect that asks may run after the
   * render the test already saw, and a paint before it would draw nothing (a busy machine).
   */
  const paint = async () => {
    await waitFor(() => expect(frames.size, 'a frame asked for').toBeGreaterThan(0));
    drawHeld();
  };
  return { paint };
}
