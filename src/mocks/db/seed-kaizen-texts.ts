import type { AreaTexts, KaizenIdea } from './ideas/kaizen-idea';
import { AREAS } from './seed-text';

export interface KaizenTexts {
  title: string;
  problem: string;
  improvement: string;
  result: string;
  photos: KaizenIdea['photos'];
}

function textsAt(idea: KaizenIdea, place?: string): KaizenTexts {
  const fill = (text: string) => (place === undefined ? text : text.replaceAll('{place}', place));
  return {
    title: fill(idea.title),
    problem: fill(idea.problem),
    improvement: fill(idea.improvement),
    result: fill(idea.result),
    photos: idea.photos,
  };
}

/** Per idea, its kaizens: one per place, or one when it has none. */
const variantsOf = (area: AreaTexts): KaizenTexts[][] =>
  area.ideas.map((idea) =>
    idea.places ? idea.places.map((place) => textsAt(idea, place)) : [textsAt(idea)],
  );

/**
 * Hands out kaizen texts, to be called newest kaizen first (as the lists show them): a fresh
 * idea of the team's area while there is one, then another place of a used idea, and a title
 * again only when the area has none left (thousands of kaizens). `draw` (0 to 1) chooses where
 * in the area's list to start looking.
 */
export function createTextPicker(): (area: AreaTexts, draw: number) => KaizenTexts {
  const variants = new Map(AREAS.map((area) => [area, variantsOf(area)]));
  const usedIdeas = new Set<KaizenTexts[]>();
  const usedTitles = new Set<string>();
  return (area, draw) => {
    const ideas = variants.get(area) ?? variantsOf(area);
    const start = Math.floor(draw * ideas.length);
    const rotated = [...ideas.slice(start), ...ideas.slice(0, start)];
    const fresh = rotated.find((idea) => !usedIdeas.has(idea));
    const all = rotated.flat();
    const texts =
      fresh?.[0] ??
      all.find((candidate) => !usedTitles.has(candidate.title)) ??
      all[Math.floor(draw * all.length)];
    if (!texts) throw new Error('An area without ideas.');
    const idea = rotated.find((candidate) => candidate.includes(texts));
    if (idea) usedIdeas.add(idea);
    usedTitles.add(texts.title);
    return texts;
  };
}

let captions: Map<string, KaizenIdea['photos']> | undefined;

/** What a seeded kaizen's photos show, found by its title; none once the title was edited. */
export function photoCaptions(title: string): KaizenIdea['photos'] | undefined {
  captions ??= new Map(
    AREAS.flatMap((area) => variantsOf(area).flat()).map((texts) => [texts.title, texts.photos]),
  );
  return captions.get(title);
}
