import { onTestFinished } from 'vitest';
import { handParser } from '@/api/parsers';
import { registerWork } from './kept-work';

/** Where a tab keeps the work an expiry interrupted. */
export const KEPT_WORK_KEY = 'qek_interrupted_work';

/** A screen's work, registered for this test only; returns its unregister function. */
export function screenWith(key: string, snapshot: () => unknown) {
  const unregister = registerWork(key, snapshot);
  onTestFinished(unregister);
  return unregister;
}

/** Reads a kept value that is a string. */
export const keptTitle = handParser(
  (value) => (typeof value === 'string' ? value : undefined),
  'a title',
);
