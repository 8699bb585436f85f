import type { ResponseParser } from '@/api/parsers';

/**
 * The one way a value read from storage (localStorage, sessionStorage, IndexedDB) enters the app:
 * through a schema, as an API answer does (`request` in src/api/http.ts). Stored values outlive
 * releases and can be edited or damaged by hand, so they are never trusted: what fails its
 * schema reads as undefined and the caller drops it; schemas that hold the user's text keep
 * what is readable of it (a draft with an unreadable date keeps its texts). zod schemas fit,
 * and so do hand-written parsers (`handParser`) for what the first page reads, where zod is not
 * loaded yet (docs/decisions.md, "First-page weight").
 */
export function readStored<T>(schema: ResponseParser<T>, value: unknown): T | undefined {
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type Area = 'local' | 'session';

const areaOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage);

/**
 * A text kept in localStorage or sessionStorage, read through `schema`. Storage may be blocked
 * or full (private windows, quotas): reading then gives undefined and writing reports false,
 * never an exception. A stored text that fails its schema is removed.
 */
export function storedItem<T>(area: Area, key: string, schema: ResponseParser<T>) {
  return {
    read(): T | undefined {
      let raw: string | null;
      try {
        raw = areaOf(area).getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      const value = readStored(schema, raw);
      if (value === undefined) this.remove();
      return value;
    },
    write(value: string): boolean {
      try {
        areaOf(area).setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(): void {
      try {
        areaOf(area).removeItem(key);
      } catch {
        // Nothing was kept, so nothing to remove.
      }
    },
  };
}
