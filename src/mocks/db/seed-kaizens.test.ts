// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { seedDemoDb } from './seed';
import { photoCaptions } from './seed-kaizen-texts';

const NOW = Date.parse('2025-03-01T09:00:00Z');
const newestFirst = (count: number) =>
  seedDemoDb({ kaizenCount: count, now: NOW }).kaizens.toReversed();

describe('the seeded kaizens read like a real company’s', () => {
  test('the default demo has no title twice', () => {
    const titles = newestFirst(120).map((kaizen) => kaizen.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('at 10,000 kaizens the newest hundred still differ', () => {
    const titles = newestFirst(10_000)
      .slice(0, 100)
      .map((kaizen) => kaizen.title);
    expect(new Set(titles).size).toBe(100);
  });

  test('the first page of ten shows ten different ideas, not one idea in other places', () => {
    const firstPage = newestFirst(120).slice(0, 10);
    const captions = firstPage.map((kaizen) => photoCaptions(kaizen.title)?.before);
    expect(new Set(captions).size).toBe(10);
  });

  test('every text is filled in, and every photo says what it shows in a line that fits', () => {
    for (const kaizen of newestFirst(400)) {
      const texts = [kaizen.title, kaizen.problem, kaizen.improvement, kaizen.result ?? ''];
      expect(texts.join(' ')).not.toContain('{');
      const photos = photoCaptions(kaizen.title);
      expect(photos).toBeDefined();
      for (const caption of Object.values(photos ?? {})) expect(caption.length).toBeLessThan(46);
    }
  });

  test('kaizens are spread over the year and every status is there', () => {
    const kaizens = newestFirst(120);
    const months = new Set(kaizens.map((kaizen) => kaizen.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const statuses = new Set(kaizens.map((kaizen) => kaizen.status));
    expect([...statuses].sort()).toEqual(['approved', 'declined', 'draft', 'open']);
  });
});
