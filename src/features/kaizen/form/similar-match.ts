import type { TeamKaizen } from '@/api/schemas/kaizen';

/**
 * A kaizen to compare with: the team's list keeps titles only (its texts are dropped where it is
 * read), the shared list has the situation and improvement too.
 */
export type Candidate = TeamKaizen & { problem?: string; improvement?: string };

/** Words shorter than this say too little to match on ("de", "op", "van"). */
const MIN_WORD = 4;
const MAX_SHOWN = 3;

/** Lower case, accents dropped: "Café" and "cafe" are one word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Words of four letters or more that say nothing of the subject, Dutch and English. */
const STOP_WORDS = new Set([
  ...['over', 'voor', 'door', 'naar', 'onder', 'niet', 'meer', 'geen', 'maar', 'deze', 'zijn'],
  ...['wordt', 'worden', 'with', 'from', 'that', 'this', 'have', 'into', 'when', 'more', 'they'],
]);

export function queryWords(title: string): string[] {
  const words = fold(title).split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= MIN_WORD && !STOP_WORDS.has(word)))];
}

export interface Searchable {
  kaizen: Candidate;
  title: string;
  text: string;
}

/** Folded once per list, not once per key typed: a team may have 10,000 kaizens. */
export function searchable(kaizens: readonly Candidate[]): Searchable[] {
  return kaizens.map((kaizen) => ({
    kaizen,
    title: fold(kaizen.title),
    text: fold(`${kaizen.problem ?? ''} ${kaizen.improvement ?? ''}`),
  }));
}

/**
 * Up to three kaizens like the title typed: a word of it in their title counts twice, in their
 * situation or improvement once; they need as many points as the title has words (at least 2),
 * so one common word ("lijn") is not enough in a longer title. Best first, then the newest.
 */
export function similarKaizens(
  words: readonly string[],
  lists: readonly Searchable[],
): Candidate[] {
  if (words.length === 0) return [];
  const needed = Math.max(2, words.length);
  const scored: { kaizen: Candidate; score: number }[] = [];
  for (const { kaizen, title, text } of lists) {
    let score = 0;
    for (const word of words) {
      if (title.includes(word)) score += 2;
      else if (text.includes(word)) score += 1;
    }
    if (score >= needed) scored.push({ kaizen, score });
  }
  const newest = (kaizen: Candidate) => Date.parse(kaizen.submitted_at ?? kaizen.created_at) || 0;
  scored.sort((a, b) => b.score - a.score || newest(b.kaizen) - newest(a.kaizen));
  return scored.slice(0, MAX_SHOWN).map(({ kaizen }) => kaizen);
}
