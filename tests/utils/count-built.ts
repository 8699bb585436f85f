import { vi } from 'vitest';

type Constructed = 'DateTimeFormat' | 'NumberFormat' | 'RelativeTimeFormat' | 'Collator';

/**
 * Counts how often an Intl constructor is called, while every call still builds the real
 * thing (a plain spy would hand back an object without the prototype's `format` and
 * `compare`, and a cache would keep it for the tests after).
 */
export function countBuilt(name: Constructed) {
  const Original = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function build(...args: unknown[]) {
    return new Original(...args);
  });
}
