// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, toTeamKaizen, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories';
import { queryWords, searchable, similarKaizens, type Candidate } from './similar-match';

function kaizen(overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen {
  return kaizenSchema.parse(buildKaizen(overrides));
}

const titles = (found: Candidate[]) => found.map((item) => item.title);

describe('similar kaizens', () => {
  test("the team's list, read without texts, matches on titles alone", () => {
    const slim = toTeamKaizen(
      kaizen({ id: 4, title: 'Pers lekt olie', problem: 'Rommel bij de pers.' }),
    );
    const list = searchable([slim]);

    expect(titles(similarKaizens(queryWords('Olie bij de pers'), list))).toEqual([
      'Pers lekt olie',
    ]);
    expect(similarKaizens(queryWords('Rommel overal'), list)).toEqual([]);
  });

  test('match on the words of the title, short words and accents aside', () => {
    expect(queryWords('De café-pers op lijn 2')).toEqual(['cafe', 'pers', 'lijn']);
    expect(queryWords('Kabels over de looproute')).toEqual(['kabels', 'looproute']);
  });

  test('a word in the title outranks one in the text; a single word in the text is not enough', () => {
    const list = searchable([
      kaizen({ id: 1, title: 'Koffie', problem: 'Bij de pers ligt rommel.', improvement: 'x' }),
      kaizen({ id: 2, title: 'Rommel bij de pers', problem: 'y', improvement: 'z' }),
      kaizen({ id: 3, title: 'Pauze', problem: 'Rommel overal.', improvement: 'Opruimen.' }),
    ]);

    expect(titles(similarKaizens(queryWords('Rommel bij de pers'), list))).toEqual([
      'Rommel bij de pers',
      'Koffie',
    ]);
  });

  test('shows three at most, the newest first among equals', () => {
    const list = searchable(
      [1, 2, 3, 4].map((day) =>
        kaizen({ id: day, title: `Pers ${day}`, submitted_at: `2025-06-0${day}T10:00:00Z` }),
      ),
    );

    expect(titles(similarKaizens(queryWords('pers'), list))).toEqual([
      'Pers 4',
      'Pers 3',
      'Pers 2',
    ]);
  });

  test('one common word is not enough in a longer title', () => {
    const list = searchable([kaizen({ title: 'Tweede labelprinter bij lijn 2' })]);

    expect(similarKaizens(queryWords('Kabels over de looproute bij lijn 2'), list)).toEqual([]);
  });

  test('a one-word title matches a title that has the word, never the text alone', () => {
    const list = searchable([
      kaizen({
        id: 1,
        title: 'Koffie',
        problem: 'De pers lekt olie.',
        improvement: 'Pers nakijken.',
      }),
      kaizen({ id: 2, title: 'Lekbak onder de pers', problem: 'x', improvement: 'y' }),
    ]);

    expect(titles(similarKaizens(queryWords('Pers'), list))).toEqual(['Lekbak onder de pers']);
    expect(similarKaizens(queryWords('olie'), list)).toEqual([]);
  });

  test('two words of the title in the text alone are enough, one in a two-word title is not', () => {
    const list = searchable([
      kaizen({ title: 'Koffie', problem: 'Kabels liggen over de looproute.', improvement: 'x' }),
    ]);

    expect(titles(similarKaizens(queryWords('Looproute kabels'), list))).toEqual(['Koffie']);
    expect(similarKaizens(queryWords('Looproute schilderen'), list)).toEqual([]);
  });

  test('nothing while no word is long enough', () => {
    expect(similarKaizens(queryWords('De op'), searchable([kaizen({ title: 'De op' })]))).toEqual(
      [],
    );
  });
});
