/**
 * The React component stack of each rendering error, for the crash page's details (spec §2):
 * where in the tree it broke says more than the JavaScript stack. React hands it to the error
 * boundary's componentDidCatch, after the error page has rendered, so the page subscribes.
 */
const stacks = new WeakMap<object, string>();
const listeners = new Set<() => void>();

export function rememberComponentStack(error: unknown, componentStack: string | null | undefined) {
  // Only objects can be remembered per error; a thrown string shows itself instead.
  if (typeof error !== 'object' || error === null || !componentStack) return;
  stacks.set(error, componentStack);
  for (const listener of listeners) listener();
}

export function componentStackOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? stacks.get(error) : undefined;
}

export function subscribeComponentStacks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
