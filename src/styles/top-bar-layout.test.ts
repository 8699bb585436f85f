// @vitest-environment node
import { expect, test } from 'vitest';
import { declarationsOf, stylesheets } from '@tests/utils/scss';

// jsdom lays nothing out, so the rules that decide the name's width are read as written.
const layout = stylesheets()['_layout.scss'];

test("the top bar's end takes the free width, so the user's name is not cut with room to spare", () => {
  expect(declarationsOf(layout, '.top-bar__end')).toMatchObject({
    flex: '1 1 auto',
    'min-width': '0',
    'justify-content': 'flex-end',
  });
  expect(declarationsOf(layout, '.profile-menu')).toMatchObject({ 'min-width': '0' });
  // Only the space the bar has left bounds the name, no fixed width.
  expect(declarationsOf(layout, '.profile-menu__toggle')['max-width']).toBe('100%');
  expect(declarationsOf(layout, '.profile-menu__name')).toMatchObject({
    overflow: 'hidden',
    'text-overflow': 'ellipsis',
    'white-space': 'nowrap',
  });
});
