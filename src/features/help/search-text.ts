/** Lower case without accents, so "e" finds "é" and "Ä" finds "a". */
function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * True when every word of the query occurs somewhere in the texts (an empty query matches).
 * Words may be spread over the texts: "team wissel" finds a question about switching teams.
 */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
