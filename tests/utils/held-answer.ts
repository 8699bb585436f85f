import { http } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '@/mocks/server';

/**
 * Holds the demo backend's answers to `GET path` until the returned function is called; then
 * it answers them as usual. Released when the test ends at the latest, so no later test waits.
 */
export function holdAnswers(path: string): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async () => {
      await held;
      // Then the demo backend's own answer.
      return undefined;
    }),
  );
  onTestFinished(() => release());
  return release;
}
