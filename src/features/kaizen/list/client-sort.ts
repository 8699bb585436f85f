import type { Kaizen } from '@/api/schemas/kaizen';
import type { TableSort } from '@/components/data-table';
import { collator } from '@/utils/intl-format';

type Value = string | number | null;

const KEYS: Record<string, (kaizen: Kaizen) => Value> = {
  id: (k) => k.id,
  title: (k) => k.title,
  team: (k) => k.team.name,
  author: (k) => k.author.name,
  status: (k) => k.status,
  created_at: (k) => k.created_at,
  decided_at: (k) => k.decided_at,
};

/** Kaizens in the order the table calls would give (ties by id, empty values last). */
export function sortKaizens(kaizens: readonly Kaizen[], sort: TableSort, locale = 'nl'): Kaizen[] {
  const key = KEYS[sort.field] ?? KEYS.id;
  const byText = collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.dir === 'desc' ? -1 : 1;
  return [...kaizens].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : byText.compare(String(x), String(y));
    return sign * order || a.id - b.id;
  });
}

/** The client-side "contains" search over what a list shows. */
export function searchKaizens(kaizens: readonly Kaizen[], search: string): Kaizen[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...kaizens];
  return kaizens.filter((k) =>
    [k.title, k.team.name, k.author.name].some((text) => text.toLowerCase().includes(needle)),
  );
}
