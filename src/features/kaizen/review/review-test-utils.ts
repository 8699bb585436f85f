import { getDb } from '@/mocks/db/store';
import type { KaizenRow } from '@/mocks/db/types';
import { LEAD_ID } from '../kaizen-form-test-utils';

const submitted = (kaizen: KaizenRow) => Date.parse(kaizen.submitted_at ?? kaizen.created_at);

/** What awaits the lead's decision in team 1, oldest first: the queue as the demo db holds it. */
export function leadQueue(): KaizenRow[] {
  return getDb()
    .kaizens.filter((k) => k.team_id === 1 && k.status === 'open' && k.author_id !== LEAD_ID)
    .sort((a, b) => submitted(a) - submitted(b) || a.id - b.id);
}

/** The lead's own open kaizens in team 1: the four-eyes rule keeps them out of the queue. */
export const leadsOwnOpen = () =>
  getDb().kaizens.filter((k) => k.team_id === 1 && k.status === 'open' && k.author_id === LEAD_ID);

/** Leaves only the first `count` kaizens of the lead's queue waiting (the rest approved). */
export function keepWaiting(count: number): KaizenRow[] {
  const queue = leadQueue();
  for (const kaizen of queue.slice(count)) kaizen.status = 'approved';
  return queue.slice(0, count);
}

/** `count` more open kaizens in team 1 by the employee, submitted after every seeded one. */
export function addWaiting(count: number): void {
  const db = getDb();
  const [model] = leadQueue();
  const lastId = Math.max(...db.kaizens.map((k) => k.id));
  for (let index = 1; index <= count; index += 1) {
    db.kaizens.push({
      ...model,
      id: lastId + index,
      title: `Extra kaizen ${index}`,
      submitted_at: new Date(Date.UTC(2030, 0, index)).toISOString(),
    });
  }
}

/** The toasts on screen that name `title`. */
export const toastsAbout = (title: string) =>
  [...document.querySelectorAll('[role="status"], [role="alert"]')].filter(
    (toast) => toast.closest('.qek-toaster') && toast.textContent?.includes(title),
  );
