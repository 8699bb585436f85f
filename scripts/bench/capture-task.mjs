/**
 * The capture task: an employee on a phone (390x844, an iPhone's user agent, touch)
 * submits a kaizen with a before photo and one sentence (the title proposed from it), through
 * the interface, against the demo server. It
 * counts what the user does (taps, keys, scrolling) and times it, from the tap on "Nieuwe
 * kaizen" on the dashboard to the confirmation. Selectors are structural (names, ids), so the
 * task does not depend on the interface language.
 */
import { median } from './page-load.mjs';
import { IPHONE } from './phone.mjs';
import { employeeOnPhone } from './targets.mjs';

/** The capture's one sentence: the improvement, its title proposed from it. */
const SENTENCE = 'Kabelgoot langs de looproute bij lijn 2';

/** Every scroll of the window or any element, summed as distance (in the page, from the start). */
function countScrolling() {
  const last = new Map();
  const position = (target) =>
    target === document ? [window.scrollX, window.scrollY] : [target.scrollLeft, target.scrollTop];
  window.__scrolled = 0;
  document.addEventListener(
    'scroll',
    (event) => {
      const target = event.target;
      const [x, y] = position(target);
      const [lastX, lastY] = last.get(target) ?? [0, 0];
      window.__scrolled += Math.abs(x - lastX) + Math.abs(y - lastY);
      last.set(target, [x, y]);
    },
    { capture: true, passive: true },
  );
}

/** A camera-sized photo (3000x2250 JPEG), as a phone would hand over, made in the browser. */
async function cameraPhoto(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 2250);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 3000, 2250);
    gradient.addColorStop(0, '#8a6d3b');
    gradient.addColorStop(1, '#31708f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2250);
    for (let i = 0; i < 4000; i++) {
      context.fillStyle = `hsl(${i % 360} 50% 50%)`;
      context.fillRect((i * 37) % 3000, (i * 91) % 2250, 24, 24);
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** One run in a fresh context: the counts and the time of the task. */
async function captureOnce(browser, server) {
  await server.reset();
  const context = await employeeOnPhone(browser, server.baseUrl, IPHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(countScrolling);
    await page.goto('/home');
    const action = page.locator('a.new-kaizen-action');
    await action.waitFor();
    const photo = await cameraPhoto(page);
    const counts = { taps: 0, fieldTaps: 0, keys: 0 };
    const tap = async (locator, { field = false } = {}) => {
      await locator.tap();
      if (field) counts.fieldTaps += 1;
      else counts.taps += 1;
    };
    const type = async (text) => {
      await page.keyboard.type(text);
      counts.keys += text.length;
    };

    const start = Date.now();
    await tap(action);
    const form = page.locator('main form');
    // The photo control opens the camera; what happens in it is the phone's, not counted.
    const camera = form.locator('input[name="before_image"] + label');
    await camera.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await tap(camera);
    await (await chooser).setFiles(photo);
    await form.locator('figure img').waitFor();
    await tap(form.locator('textarea[name="improvement"]'), { field: true });
    await type(SENTENCE);
    const scrolledBeforeSubmit = await page.evaluate(() => window.__scrolled);
    await tap(form.locator('button[type="submit"]'));
    await page.locator('#kaizen-submitted-title').waitFor();
    const ms = Date.now() - start;
    const scrolled = await page.evaluate(() => window.__scrolled);
    return { ...counts, ms, scrolledBeforeSubmit, scrolled };
  } finally {
    await context.close();
  }
}

/** `runs` runs of the task; the counts are the same each run, the time is their median. */
export async function measureCaptureTask(browser, server, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await captureOnce(browser, server));
  const worst = (key) => Math.max(...results.map((result) => result[key]));
  const times = results.map((result) => result.ms);
  const spread = `(${Math.min(...times)}-${Math.max(...times)}, n=${runs})`;
  return [
    [
      'task.capture_phone.taps',
      worst('taps') + worst('fieldTaps'),
      'outside typing and the camera, the tap into the field included (aim <= 4)',
    ],
    ['task.capture_phone.field_taps', worst('fieldTaps'), 'of them into a field to type'],
    [
      'task.capture_phone.keys',
      worst('keys'),
      'characters typed for a complete kaizen (aim <= 60)',
    ],
    [
      'task.capture_phone.scroll_to_submit',
      worst('scrolledBeforeSubmit'),
      'px before "Indienen" (aim 0)',
    ],
    [
      'task.capture_phone.scroll',
      worst('scrolled'),
      'px from "Nieuwe kaizen" to the confirmation (aim 0)',
    ],
    ['task.capture_phone.time', median(times), `ms ${spread}`],
  ];
}
