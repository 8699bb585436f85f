// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The files docs/deploy.md quotes whole, with the language of their code fence. */
const QUOTED = [
  ['scripts/deploy/apache-vhost.conf', 'apache'],
  ['scripts/deploy/nginx-site.conf', 'nginx'],
  ['scripts/deploy/deploy.sh', 'bash'],
];

// The deploy-* browser projects run these files; a reader copies the guide's quotes.
test.each(QUOTED)('docs/deploy.md quotes %s as it is', (file, language) => {
  const quote = `\`${file}\`:\n\n\`\`\`${language}\n${read(file)}\`\`\`\n`;
  expect(read('docs/deploy.md').includes(quote)).toBe(true);
});
