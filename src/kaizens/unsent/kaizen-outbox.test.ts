import { describe, expect, test, vi } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { getDb } from '@/mocks/db/store';
import { signInAs } from '@/mocks/testing';
import { recordRequests } from '@tests/utils/api';
import { installWebLocks } from '@tests/utils/web-locks';
import { queueKaizen, sendOutbox } from './kaizen-outbox';

/** The lead of the seeded demo (src/mocks/db/seed-users.ts), in team 1. */
const LEAD_ID = 3;
const TITLES = ['Opruimen bij de pers', 'Vaste plek voor de heftruck'];

async function queueTwo() {
  await signInAs('lead');
  for (const title of TITLES) {
    const input: KaizenInput = {
      title,
      team_id: 1,
      problem: 'Zoeken kost tijd.',
      improvement: 'Vaste plekken.',
      status: 'open',
    };
    await queueKaizen(LEAD_ID, input, { title });
  }
}

/**
 * The outbox as another tab of the same site runs it: its own copy of every module (so its own
 * "one send at a time" in this tab), over the same IndexedDB, cookies, server and Web Locks.
 */
async function otherTab() {
  vi.resetModules();
  return import('./kaizen-outbox');
}

const hooks = () => ({ onSent: vi.fn(), onFailed: vi.fn(), onDropped: vi.fn() });

/** The titles of the kaizens the server received, one per POST /api/kaizen. */
async function titlesSent(requests: ReturnType<typeof recordRequests>) {
  const posts = requests.onPath('POST', '/api/kaizen');
  const bodies = await Promise.all(posts.map((request) => request.clone().formData()));
  return bodies.map((body) => body.get('title')).sort();
}

const onServer = (title: string) => getDb().kaizens.filter((kaizen) => kaizen.title === title);

describe('the outbox sends each kaizen once', () => {
  test('two tabs draining at once: the Web Lock lets one send, the other finds nothing left', async () => {
    installWebLocks();
    await queueTwo();
    const requests = recordRequests();
    const tab = await otherTab();
    const here = hooks();
    const there = hooks();

    await Promise.all([sendOutbox(LEAD_ID, here), tab.sendOutbox(LEAD_ID, there)]);

    expect(await titlesSent(requests)).toEqual([...TITLES].sort());
    for (const title of TITLES) expect(onServer(title)).toHaveLength(1);
    expect(here.onSent.mock.calls.length + there.onSent.mock.calls.length).toBe(TITLES.length);
  });

  test('without Web Locks, two sends asked for at once in one tab go out as one', async () => {
    expect('locks' in navigator).toBe(false);
    await queueTwo();
    const requests = recordRequests();
    const first = hooks();
    const second = hooks();

    // The 'online' event and a "send now" arriving together.
    await Promise.all([sendOutbox(LEAD_ID, first), sendOutbox(LEAD_ID, second)]);

    expect(await titlesSent(requests)).toEqual([...TITLES].sort());
    for (const title of TITLES) expect(onServer(title)).toHaveLength(1);
    expect(first.onSent.mock.calls.length + second.onSent.mock.calls.length).toBe(TITLES.length);
  });
});
