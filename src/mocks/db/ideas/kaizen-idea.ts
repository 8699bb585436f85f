/** One improvement as shop-floor or office staff would write it; `{place}` stands for a place. */
export interface KaizenIdea {
  title: string;
  problem: string;
  improvement: string;
  result: string;
  /** What the before and after photos show, as their captions. */
  photos: { before: string; after: string };
  /** Where the same idea applies again; each place makes a kaizen of its own. */
  places?: readonly string[];
}

/** The ideas of one kind of team, with the quality and safety effects that fit them. */
export interface AreaTexts {
  ideas: readonly KaizenIdea[];
  quality: readonly string[];
  safety: readonly string[];
}
