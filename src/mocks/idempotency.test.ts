import { describe, expect, test } from 'vitest';
import { getDb } from './db/store';
import { signInAs } from './testing';

const createTeam = (key: string) =>
  fetch(new URL('/api/team', location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ name: 'Nachtploeg' }),
  });

describe('demo backend: writes sent again under the same key', () => {
  test('are answered as the first time and done once', async () => {
    await signInAs('admin');
    const before = getDb().teams.length;

    const first = await createTeam('key-1');
    const again = await createTeam('key-1');

    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(getDb().teams.length).toBe(before + 1);
  });

  test('a new key is a new write', async () => {
    await signInAs('admin');
    await createTeam('key-2');

    const other = await createTeam('key-3');

    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
