import { onTestFinished } from 'vitest';

/**
 * The browser's Web Locks (`navigator.locks`, shared by every tab of the site) for a test: jsdom
 * has none. Exclusive locks per name, as the app asks for them: a request waits in line until
 * the holder's callback has settled, and its callback never runs inside `request` itself. The
 * options the app does not use (shared mode, `ifAvailable`, `steal`, `signal`) are refused
 * rather than imitated. Removed when the test finishes.
 */
export function installWebLocks(): void {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };

  function request<T>(
    name: string,
    ...args: [LockGrantedCallback<T>] | [LockOptions, LockGrantedCallback<T>]
  ): Promise<T> {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    const plain = (options.mode ?? 'exclusive') === 'exclusive';
    if (!plain || options.ifAvailable || options.steal || options.signal) {
      return Promise.reject(new DOMException('Not modelled by the fake', 'NotSupportedError'));
    }
    return new Promise<T>((resolve, reject) => {
      const run = () =>
        void Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' }))
          .then(
            (value) => {
              release(name);
              resolve(value);
            },
            (error: unknown) => {
              release(name);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
      if (held.has(name)) {
        queues.set(name, [...(queues.get(name) ?? []), run]);
      } else {
        held.add(name);
        run();
      }
    });
  }

  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
}
