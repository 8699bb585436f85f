import { KEPT_WORK_KEY, keptTitle, screenWith } from '@/lib/kept-work-test-utils';
import { describe, expect, test, vi } from 'vitest';
import { keepInterruptedWork } from './install-unsent-work';
import { hasKeptWork, keptWorkOf } from '@/lib/kept-work';

describe('keeping work when the session expires', () => {
  test("keeps what each screen holds for the user, in this tab's storage", async () => {
    screenWith('kaizen-form', () => ({ title: 'Fewer steps' }));
    screenWith('team-filter', () => 'open');

    expect(await keepInterruptedWork(7)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(KEPT_WORK_KEY) ?? '')).toEqual({
      userId: 7,
      work: { 'kaizen-form': { title: 'Fewer steps' }, 'team-filter': 'open' },
    });
    expect(hasKeptWork()).toBe(true);
  });

  test('keeps nothing when no screen has work worth keeping', async () => {
    screenWith('kaizen-form', () => undefined);

    expect(await keepInterruptedWork(7)).toBe(false);
    expect(sessionStorage.getItem(KEPT_WORK_KEY)).toBeNull();
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
    expect(keptWorkOf(7, 'kaizen-form', keptTitle)).toBe('new');
  });

  test('reports false when storage refuses the work', async () => {
    screenWith('kaizen-form', () => 'draft');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(await keepInterruptedWork(7)).toBe(false);
  });
});
