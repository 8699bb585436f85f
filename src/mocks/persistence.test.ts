import { describe, expect, test } from 'vitest';
import { createKaizen, fetchKaizen } from '@/api/kaizens';
import { fetchCurrentUser } from '@/api/current-user';
import { DB_STORAGE_KEY } from './db/persistence';
import { readKaizenScale, SCALE_STORAGE_KEY } from './db/scale';
import { DEFAULT_KAIZEN_COUNT, seedDemoDb } from './db/seed';
import { getDb, reloadDemoDbFromStorage, resetDemoDb } from './db/store';
import { signInAs } from './testing';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('demo backend: the db', () => {
  test('data survives a reload of the db from storage', async () => {
    await signInAs('employee');
    const kaizen = await createKaizen({
      title: 'Blijft bewaard',
      team_id: 1,
      problem: 'p',
      improvement: 'i',
      status: 'open',
    });
    expect(localStorage.getItem(DB_STORAGE_KEY)).toContain('Blijft bewaard');

    const reloaded = reloadDemoDbFromStorage();

    expect(reloaded.kaizens.some((k) => k.id === kaizen.id)).toBe(true);
    expect((await fetchKaizen(kaizen.id)).title).toBe('Blijft bewaard');
    expect((await fetchCurrentUser()).email).toBe('employee@kaizen.demo');
  });

  test('a reset throws changes away and signs everybody out', async () => {
    await signInAs('employee');
    await createKaizen({
      title: 'Weg ermee',
      team_id: 1,
      problem: 'p',
      improvement: 'i',
      status: 'open',
    });

    resetDemoDb();

    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(getDb().kaizens.some((k) => k.title === 'Weg ermee')).toBe(false);
    expect(getDb().session).toBeNull();
  });

  test('seeding is deterministic for the same moment', () => {
    const now = Date.UTC(2025, 5, 1);

    expect(seedDemoDb({ now })).toEqual(seedDemoDb({ now }));
  });

  test('kaizens cover every status over the last twelve months', () => {
    const now = Date.now();
    const db = seedDemoDb({ now });
    const times = db.kaizens.map((k) => Date.parse(k.created_at));

    expect(db.kaizens.length).toBeGreaterThanOrEqual(80);
    expect(new Set(db.kaizens.map((k) => k.status))).toEqual(
      new Set(['draft', 'open', 'approved', 'declined']),
    );
    expect(Math.min(...times)).toBeGreaterThan(now - YEAR_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    const months = new Set(db.kaizens.map((k) => k.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(db.kaizens.filter((k) => k.status === 'declined').every((k) => k.decline_reason)).toBe(
      true,
    );
    expect(db.kaizens.some((k) => k.shared)).toBe(true);
    expect(db.kaizens.some((k) => k.before_image_src)).toBe(true);
  });

  // How long it takes is the bench's to say (a timed test fails on a busy machine).
  test('ten thousand kaizens seed with unique ids', () => {
    const db = seedDemoDb({ kaizenCount: 10_000 });

    expect(db.kaizens).toHaveLength(10_000);
    expect(new Set(db.kaizens.map((kaizen) => kaizen.id)).size).toBe(10_000);
  });

  test('a reset can pick the scale, and a reload keeps that smaller world', async () => {
    resetDemoDb({ kaizenCount: 10 });
    await signInAs('lead');

    expect(reloadDemoDbFromStorage().kaizens).toHaveLength(10);
  });

  test('the scale comes from the address, then localStorage, else 120', () => {
    expect(readKaizenScale('?demo_kaizens=10000')).toBe(10_000);
    expect(readKaizenScale('')).toBe(DEFAULT_KAIZEN_COUNT);

    localStorage.setItem(SCALE_STORAGE_KEY, '500');
    expect(readKaizenScale('')).toBe(500);
    expect(readKaizenScale('?demo_kaizens=lots')).toBe(500);
  });
});
