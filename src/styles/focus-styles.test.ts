import { describe, expect, test } from 'vitest';
import { rulesFor } from '@tests/utils/stylesheet';

describe('focus that shows', () => {
  test('a language flag shows a 2px outline in the text colour when focused by keyboard', async () => {
    const [focused] = await rulesFor('.language-flags .language-flags__button:focus-visible');

    expect(focused?.getPropertyValue('outline')).toBe('2px solid currentColor');
    expect(focused?.getPropertyValue('outline-offset')).toBe('2px');
  });
});
