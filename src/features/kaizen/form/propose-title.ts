import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';

/** Long enough to say what the kaizen is about, short enough for a list row on a phone. */
const PROPOSED_MAX = 80;

/**
 * A title proposed from the capture's one sentence: its first sentence, cut at a word before
 * PROPOSED_MAX characters, with a capital first letter. '' when there is no text.
 *
 * @example
 * proposeTitle('kabels ophangen aan een haak. dan struikelt niemand') // 'Kabels ophangen aan een haak'
 */
export function proposeTitle(text: string): string {
  const first = text
    .trim()
    .split(/(?<=[.!?])\s+|\n/u)[0]
    .replace(/[.!?\s]+$/u, '')
    .replace(/\s+/gu, ' ');
  if (!first) return '';
  const max = Math.min(PROPOSED_MAX, KAIZEN_LIMITS.titleMax);
  const capital = first.charAt(0).toLocaleUpperCase() + first.slice(1);
  if (capital.length <= max) return capital;
  const cut = capital.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/u, '')}…`;
}
