/**
 * Draws the app icons of the web app manifest (public/manifest.webmanifest) from their SVG
 * sources with Debian's Chromium, so no image tool is needed:
 *
 *   node scripts/make-icons.mjs
 *
 * Writes public/icons/icon-{32,192,512}.png and icon-maskable-512.png. Run it after changing
 * public/icons/*.svg and commit the PNGs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './bench/chromium.mjs';

const ICONS = fileURLToPath(new URL('../public/icons/', import.meta.url));
const drawings = [
  // The tab's icon: Chromium draws an SVG favicon in a document of its own on the page's main
  // thread, again at every navigation inside the app (16-62 ms each at 4x CPU); a PNG decodes in
  // well under a millisecond.
  { source: 'icon.svg', size: 32, file: 'icon-32.png' },
  { source: 'icon.svg', size: 192, file: 'icon-192.png' },
  { source: 'icon.svg', size: 512, file: 'icon-512.png' },
  // Maskable: full bleed, the letter inside the middle 80% that every mask keeps.
  { source: 'icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
];

const browser = await launchChromium();
try {
  for (const { source, size, file } of drawings) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(`${ICONS}${source}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(`${ICONS}${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
