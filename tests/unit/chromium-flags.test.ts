// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { CHROMIUM_FLAGS, featuresDropped } from '../../scripts/bench/chromium-flags.mjs';

/** playwright-core's switches as it puts them before ours (its chromiumSwitches). */
const playwrights = (features: string) => [
  '--disable-field-trial-config',
  `--disable-features=${features}`,
  '--enable-features=CDPScreenshotNewSurface',
];

describe("the tests' and the bench's Chromium switches", () => {
  test('keep the features playwright-core turned off before them, and turn the omnibox popup off', () => {
    const commandLine = [...playwrights('PaintHolding,HttpsUpgrades'), ...CHROMIUM_FLAGS];
    expect(featuresDropped(commandLine)).toEqual([]);
    const read = commandLine.filter((arg) => arg.startsWith('--disable-features=')).at(-1);
    expect(read?.split('=')[1]?.split(',')).toEqual(
      expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });

  test('name a feature a later playwright-core turns off that ours would turn back on', () => {
    const commandLine = [...playwrights('PaintHolding,SomethingNew'), ...CHROMIUM_FLAGS];
    expect(featuresDropped(commandLine)).toEqual(['SomethingNew']);
  });

  test('find nothing dropped when only one list is given', () => {
    expect(featuresDropped(['--no-sandbox', '--disable-features=A,B'])).toEqual([]);
    expect(featuresDropped(['--no-sandbox'])).toEqual([]);
  });
});
