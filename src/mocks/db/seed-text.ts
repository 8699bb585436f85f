import type { AreaTexts } from './ideas/kaizen-idea';
import { LOGISTICS } from './ideas/logistics';
import { MAINTENANCE } from './ideas/maintenance';
import { OFFICE } from './ideas/office';
import { PRODUCTION } from './ideas/production';
import { QUALITY } from './ideas/quality';
import { TEAM_ID } from './seed-org';

export const AREAS: readonly AreaTexts[] = [PRODUCTION, LOGISTICS, QUALITY, MAINTENANCE, OFFICE];

// The old workshop, deleted since, did the maintenance work.
const AREA_OF_TEAM: Record<number, AreaTexts> = {
  [TEAM_ID.production]: PRODUCTION,
  [TEAM_ID.logistics]: LOGISTICS,
  [TEAM_ID.quality]: QUALITY,
  [TEAM_ID.maintenance]: MAINTENANCE,
  [TEAM_ID.office]: OFFICE,
  [TEAM_ID.workshop]: MAINTENANCE,
};

/** The ideas and effects that fit a seeded team's work. */
export const areaOf = (teamId: number): AreaTexts => AREA_OF_TEAM[teamId] ?? PRODUCTION;

export const DECLINE_REASONS: readonly string[] = [
  'Goed idee, maar dit wordt al opgelost in het project voor de nieuwe lijn.',
  'De kosten wegen niet op tegen de opbrengst; graag een goedkopere variant.',
  'Dit past niet binnen de veiligheidsvoorschriften van de fabrikant.',
  'Dubbel met een eerder ingediende kaizen van hetzelfde team.',
  'Niet uitvoerbaar op deze locatie; bespreek het met de locatiemanager.',
  'Hiervoor is een investering nodig die dit jaar niet in het budget past; we nemen het mee in de begroting.',
  'Eerst afstemmen met de andere ploegen; dien het daarna gerust opnieuw in.',
];
