/**
 * Draws the build's own PNG images from their SVG sources with Debian's Chromium, so no image
 * tool is needed:
 *
 *   node scripts/make-icons.mjs
 *
 * Writes the app icons of the web app manifest (public/icons/icon-{32,192,512}.png and
 * icon-maskable-512.png), the language flags (public/flags/*.png), the placeholder picture and
 * the demo's logo (public/images/*.png). Run it after changing one of their SVGs and commit the
 * PNGs.
 *
 * Why PNG: Chromium draws an SVG image in a document of its own, built and painted on the page's
 * main thread (the flags, logo and picture of the top bar took 35-65 ms of the first frame's paint
 * at 4x CPU, and 25-76 ms each to build); a PNG decodes in well under a millisecond. The SVGs stay
 * in the build for servers that name them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './bench/chromium.mjs';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
/** `size` is a square's side; `width` and `height` a drawing of another shape. */
const drawings = [
  // The tab's icon: Chromium asks for it again at every navigation inside the app (an SVG took
  // 16-62 ms each at 4x CPU).
  { source: 'icons/icon.svg', size: 32, file: 'icons/icon-32.png' },
  { source: 'icons/icon.svg', size: 192, file: 'icons/icon-192.png' },
  { source: 'icons/icon.svg', size: 512, file: 'icons/icon-512.png' },
  // Maskable: full bleed, the letter inside the middle 80% that every mask keeps.
  { source: 'icons/icon-maskable.svg', size: 512, file: 'icons/icon-maskable-512.png' },
  // Three times the largest size they are shown at (a flag 24 x 16, the picture 64 in the picture
  // field, a logo 40 px high), for a phone's screen.
  { source: 'flags/nl.svg', width: 72, height: 48, file: 'flags/nl.png' },
  { source: 'flags/en.svg', width: 72, height: 48, file: 'flags/en.png' },
  { source: 'images/avatar-placeholder.svg', size: 192, file: 'images/avatar-placeholder.png' },
  { source: 'images/demo-logo.svg', width: 450, height: 120, file: 'images/demo-logo.png' },
];

const browser = await launchChromium();
try {
  for (const { source, size, width = size, height = size, file } of drawings) {
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = readFileSync(`${PUBLIC}${source}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
    );
    writeFileSync(`${PUBLIC}${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
