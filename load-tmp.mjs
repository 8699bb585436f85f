import { launchChromium } from './scripts/bench/chromium.mjs';
import { startDemoServer } from './scripts/bench/server.mjs';
import { loginFilledIn, homeUsable } from './scripts/bench/targets.mjs';
const server = await startDemoServer(process.argv[2]);
const b = await launchChromium();
const t = Date.now();
for (let i = 0; i < 10; i++) {
  await server.reset();
  const c = await b.newContext({ locale: 'nl-NL' }); const p = await c.newPage();
  await loginFilledIn(p, server.baseUrl, 'lead@kaizen.demo');
  await p.click('main form button[type="submit"]');
  await p.waitForFunction(homeUsable);
  await c.close();
}
console.log('wall per sign-in', (Date.now() - t) / 10);
await b.close(); await server.stop();
