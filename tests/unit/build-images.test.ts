// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PLACEHOLDER_PICTURE } from '@/api/schemas/common';
import { seedCompanies, seedLanguages } from '@/mocks/db/seed-org';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file in public/ that an address under Vite's base (`/build/`, `/` in the tests) names. */
const builtFile = (address: string) =>
  readFileSync(new URL(`../../public/${address.replace(/^\/(build\/)?/, '')}`, import.meta.url));

// Chromium builds an SVG image as a document of its own on the page's main thread, so the
// images the build ships for the top bar and the lists are PNG (scripts/make-icons.mjs).
describe("the build's own images", () => {
  const addresses = [
    PLACEHOLDER_PICTURE,
    ...seedLanguages().map((language) => language.flag_src),
    ...seedCompanies(0).flatMap((company) => company.logo_src ?? []),
  ];

  test.each(addresses)('%s is a PNG in the build', (address) => {
    expect(address).toMatch(/\.png$/);
    expect(builtFile(address).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
