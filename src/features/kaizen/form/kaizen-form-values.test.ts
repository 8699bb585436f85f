import { describe, expect, test } from 'vitest';
import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import { emptyValues, toKaizenInput, validateValues } from './kaizen-form-values';

/** A complete kaizen whose improvement is `improvement`. */
const withImprovement = (improvement: string) => ({
  ...emptyValues(1),
  title: 'Vaste plek voor de handscanner',
  problem: 'De scanner ligt steeds ergens anders.',
  improvement,
});

describe('text limits count what the form post sends', () => {
  test('a text at the limit with line breaks is too long: each break travels as CR LF', () => {
    const lines = 'a'.repeat(KAIZEN_LIMITS.textMax - 2);
    const text = `${lines.slice(0, 10)}\n${lines.slice(10, 20)}\n${lines.slice(20)}`;
    expect(text.length).toBe(KAIZEN_LIMITS.textMax);

    expect(
      validateValues(withImprovement(text), 'open', { beforePhoto: false }).improvement,
    ).toEqual({
      key: 'validation.max',
      values: { max: KAIZEN_LIMITS.textMax },
    });
  });

  test('the same text without line breaks fits, and so does one with breaks under the limit', () => {
    expect(
      validateValues(withImprovement('a'.repeat(KAIZEN_LIMITS.textMax)), 'open', {
        beforePhoto: false,
      }),
    ).toEqual({});
    const broken = `${'a'.repeat(10)}\n${'a'.repeat(KAIZEN_LIMITS.textMax - 12)}`;
    expect(validateValues(withImprovement(broken), 'open', { beforePhoto: false })).toEqual({});
  });

  test('spaces around the text are not counted: the server trims them', () => {
    const text = `  ${'a'.repeat(KAIZEN_LIMITS.textMax)}\n  `;
    expect(validateValues(withImprovement(text), 'open', { beforePhoto: false })).toEqual({});
  });
});

describe('the capture: a photo and one sentence', () => {
  const capture = {
    ...emptyValues(1),
    improvement: 'Een haak voor de kabels. Dan struikelt niemand.',
  };

  test('a before photo and the improvement are a complete kaizen, titled from the sentence', () => {
    expect(validateValues(capture, 'open', { beforePhoto: true })).toEqual({});
    expect(toKaizenInput(capture, 'open', {}).title).toBe('Een haak voor de kabels');
  });

  test('without the photo the situation is asked for in words', () => {
    expect(validateValues(capture, 'open', { beforePhoto: false })).toEqual({
      problem: { key: 'base:common.required' },
    });
  });

  test('a typed title wins over the proposed one', () => {
    const titled = { ...capture, title: '  Kabelhaak  ' };
    expect(toKaizenInput(titled, 'open', {}).title).toBe('Kabelhaak');
  });

  test('with no sentence and no title the improvement is asked for, for a draft too', () => {
    const empty = emptyValues(1);
    expect(validateValues(empty, 'draft', { beforePhoto: true })).toEqual({
      improvement: { key: 'base:common.required' },
    });
    expect(validateValues(empty, 'open', { beforePhoto: true })).toEqual({
      improvement: { key: 'base:common.required' },
    });
  });
});
