import { describe, expect, test } from 'vitest';
import { proposeTitle } from './propose-title';

describe('proposeTitle', () => {
  test('takes the first sentence with a capital and without its full stop', () => {
    expect(proposeTitle('kabels ophangen aan een haak. Dan struikelt niemand meer')).toBe(
      'Kabels ophangen aan een haak',
    );
    expect(proposeTitle('  Waarom zoeken we altijd de sleutel?\nHang een bord op.')).toBe(
      'Waarom zoeken we altijd de sleutel',
    );
  });

  test('keeps a short sentence whole and folds its spaces', () => {
    expect(proposeTitle('Een  haak   bij de pers')).toBe('Een haak bij de pers');
  });

  test('cuts a long sentence at a word and marks the cut', () => {
    const long =
      'De pallets bij dock drie staan altijd in de weg wanneer de heftruck de hoek om wil draaien naar de hal';
    const title = proposeTitle(long);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(title.at(-2)).not.toBe(' ');
  });

  test('proposes nothing for nothing', () => {
    expect(proposeTitle('   \n ')).toBe('');
    expect(proposeTitle('...')).toBe('');
  });
});
