import { describe, expect, test } from 'vitest';
import { noteTabUser, tabWasSignedInAs } from './tab-user';

describe('the user this tab was signed in as', () => {
  test('a reload of the tab knows them; another user is not them', () => {
    noteTabUser(4);

    expect(tabWasSignedInAs(4)).toBe(true);
    expect(tabWasSignedInAs(5)).toBe(false);
    expect(sessionStorage.getItem('qek_tab_user')).toBe('4');
  });

  test('a stored text that is not a user id is nobody', () => {
    sessionStorage.setItem('qek_tab_user', '4.5');
    expect(tabWasSignedInAs(4.5)).toBe(false);
  });
});
