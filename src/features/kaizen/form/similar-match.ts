import type { Kaizen } from '@/api/schemas/kaizen';

/** Words shorter than this say too little to match on ("de", "op", "van"). */
const MIN_WORD = 4;
const MAX_SHOWN = 3;

/** Lower case, accents dropped: "Café" and "cafe" are one word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function queryWords(title: string): string[] {
  const words = fold(title).split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= MIN_WORD))];
}

export interface Searchable {
  kaizen: Kaizen;
  title: string;
  text: string;
}

/** Folded once per list, not once per key typed: a team may have 10,000 kaizens. */
export function searchable(kaizens: readonly Kaizen[]): Searchable[] {
  return kaizens.map((kaizen) => ({
    kaizen,
    title: fold(kaizen.title),
    text: fold(`${kaizen.problem} ${kaizen.improvement}`),
  }));
}

/**
 * Up to three kaizens like the title typed: a word of it in their title counts twice, in their
 * situation or improvement once; at least one word in the title, or two in the text. Best first,
 * then the newest.
 */
export function similarKaizens(words: readonly string[], lists: readonly Searchable[]): Kaizen[] {
  if (words.length === 0) return [];
  const scored: { kaizen: Kaizen; score: number }[] = [];
  for (const { kaizen, title, text } of lists) {
    let score = 0;
    for (const word of words) {
      if (title.includes(word)) score += 2;
      else if (text.includes(word)) score += 1;
    }
    if (score >= 2) scored.push({ kaizen, score });
  }
  const newest = (kaizen: Kaizen) => Date.parse(kaizen.submitted_at ?? kaizen.created_at) || 0;
  scored.sort((a, b) => b.score - a.score || newest(b.kaizen) - newest(a.kaizen));
  return scored.slice(0, MAX_SHOWN).map(({ kaizen }) => kaizen);
}
