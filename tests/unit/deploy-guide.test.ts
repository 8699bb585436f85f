// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The files docs/deploy.md quotes whole, with the language of their code fence. */
const QUOTED = [
  ['scripts/deploy/apache-vhost.conf', 'apache'],
  ['scripts/deploy/nginx-site.conf', 'nginx'],
  ['scripts/deploy/deploy.sh', 'bash'],
  // The reference app's, which the laravel and deploy-* browser projects run.
  ['tests/laravel/public/.htaccess', 'apache'],
  ['tests/laravel/app/Providers/ViteServiceProvider.php', 'php'],
  ['tests/laravel/app/Support/FirstFrame.php', 'php'],
  ['tests/laravel/resources/views/app.blade.php', 'blade'],
  ['tests/laravel/app/Http/Controllers/AppViewController.php', 'php'],
];

// The deploy-* browser projects run these files; a reader copies the guide's quotes.
test.each(QUOTED)('docs/deploy.md quotes %s as it is', (file, language) => {
  const quote = `\`${file}\`:\n\n\`\`\`${language}\n${read(file)}\`\`\`\n`;
  expect(read('docs/deploy.md').includes(quote)).toBe(true);
});

test('every PHP block of docs/deploy.md is a file as it is saved: it opens with <?php and PHP parses it', () => {
  const blocks = [...read('docs/deploy.md').matchAll(/```php\n([\s\S]*?)```/g)].map(
    (match) => match[1],
  );
  expect(blocks.length).toBeGreaterThan(5);
  const unfit = blocks
    .map((block) => ({
      block,
      lint: spawnSync('php', ['-l'], { input: block, encoding: 'utf8' }),
    }))
    .filter(({ block, lint }) => !block.startsWith('<?php\n') || lint.status !== 0)
    .map(({ block, lint }) => `${block.split('\n', 3).join(' | ')}: ${lint.stdout}`);
  expect(unfit).toEqual([]);
});
