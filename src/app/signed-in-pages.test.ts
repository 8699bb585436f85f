import { describe, expect, test } from 'vitest';
import { pageRoutes } from './route-table';
import { signedInPages } from './signed-in-pages';

const rowPages = [...new Set(pageRoutes.map((route) => route.page))];

describe("the route table's pages are found by their names", () => {
  test.each(rowPages)('%s is a page module exporting its page', async (page) => {
    const component = await signedInPages.code(page);
    expect(component).toBeTypeOf('function');
    expect(component.name).toMatch(/Page$/);
  });

  test('every page module of the signed-in group has a row, and a name of its own', () => {
    const { pages } = signedInPages.names();
    expect(new Set(pages).size, 'no two page modules share a file name').toBe(pages.length);
    expect([...pages].sort()).toEqual([...rowPages].sort());
  });

  test('every first data belongs to a row', () => {
    const { withFirstData } = signedInPages.names();
    expect(withFirstData.filter((page) => !rowPages.some((name) => name === page))).toEqual([]);
  });

  test('a name without its module or its export fails loudly, not with an empty page', async () => {
    await expect(signedInPages.code('no-such')).rejects.toThrow('No page module no-such-page.tsx.');
    // help-about-page.tsx exports HelpAboutPage; 'about' finds about-page.tsx's AboutPage.
    await expect(signedInPages.code('about')).resolves.toHaveProperty('name', 'AboutPage');
  });
});
