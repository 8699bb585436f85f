import { DEFAULT_KAIZEN_COUNT } from './seed';

export const SCALE_PARAM = 'demo_kaizens';
export const SCALE_STORAGE_KEY = 'qek_demo_kaizens';
const MAX_KAIZENS = 50_000;

function parseCount(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 && count <= MAX_KAIZENS ? count : null;
}

function readEnv(name: string): string | undefined {
  // The mocks also run in a plain Node server, where `process` exists but src/ has no Node types.
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env?.[name];
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * How many kaizens to seed: `?demo_kaizens=N` in the address (remembered in localStorage by
 * the browser entry), else localStorage `qek_demo_kaizens`, else env `DEMO_KAIZENS`, else 120.
 */
export function readKaizenScale(search = globalThis.location?.search ?? ''): number {
  return (
    parseCount(new URLSearchParams(search).get(SCALE_PARAM)) ??
    parseCount(readStorage(SCALE_STORAGE_KEY)) ??
    parseCount(readEnv('DEMO_KAIZENS')) ??
    DEFAULT_KAIZEN_COUNT
  );
}
