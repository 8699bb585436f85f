import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { handParser } from '@/api/parsers';
import { keepInterruptedWork } from './interrupted-work';
import { hasKeptWork, keptWorkOf, registerWork } from './kept-work';

const STORAGE_KEY = 'qek_interrupted_work';

/** A screen's work, registered for this test only. */
function screenWith(key: string, snapshot: () => unknown) {
  const unregister = registerWork(key, snapshot);
  onTestFinished(unregister);
  return unregister;
}

const title = handParser((value) => (typeof value === 'string' ? value : undefined), 'a title');

describe('keeping work when the session expires', () => {
  test("keeps what each screen holds for the user, in this tab's storage", async () => {
    screenWith('kaizen-form', () => ({ title: 'Fewer steps' }));
    screenWith('team-filter', () => 'open');

    expect(await keepInterruptedWork(7)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '')).toEqual({
      userId: 7,
      work: { 'kaizen-form': { title: 'Fewer steps' }, 'team-filter': 'open' },
    });
    expect(hasKeptWork()).toBe(true);
  });

  test('keeps nothing when no screen has work worth keeping', async () => {
    screenWith('kaizen-form', () => undefined);

    expect(await keepInterruptedWork(7)).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  test('a screen that left keeps nothing', async () => {
    const unregister = screenWith('kaizen-form', () => 'draft');
    unregister();

    expect(await keepInterruptedWork(7)).toBe(false);
  });

  test('a screen registered again under the same key is not dropped when the old one leaves', async () => {
    const leaveOld = screenWith('kaizen-form', () => 'old');
    screenWith('kaizen-form', () => 'new');
    leaveOld();

    await keepInterruptedWork(7);
    expect(keptWorkOf(7, 'kaizen-form', title)).toBe('new');
  });

  test('reports false when storage refuses the work', async () => {
    screenWith('kaizen-form', () => 'draft');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(await keepInterruptedWork(7)).toBe(false);
  });
});
