import { describe, expect, test } from 'vitest';
import { photoCaptions } from './db/seed-kaizen-texts';
import { getDb } from './db/store';

const photoOf = async (src: string) => (await fetch(new URL(src, window.location.origin))).text();

describe('demo backend: stored pictures', () => {
  test('a seeded kaizen photo carries a caption saying what it shows', async () => {
    const kaizen = getDb().kaizens.find((row) => row.after_image_src !== null);
    if (!kaizen?.before_image_src || !kaizen.after_image_src) throw new Error('No seeded photos.');

    const before = await photoOf(kaizen.before_image_src);
    const after = await photoOf(kaizen.after_image_src);

    const captions = photoCaptions(kaizen.title);
    expect(before).toContain(`<title>${captions?.before}</title>`);
    expect(after).toContain(`<title>${captions?.after}</title>`);
    expect(before).not.toContain('Before');
    expect(after).not.toContain('After');
  });

  test('once its title is edited, the photo has no caption rather than a wrong one', async () => {
    const kaizen = getDb().kaizens.find((row) => row.before_image_src !== null);
    if (!kaizen?.before_image_src) throw new Error('No seeded photos.');
    kaizen.title = 'Iets heel anders';

    expect(await photoOf(kaizen.before_image_src)).not.toContain('<title>');
  });
});
