import { handParser } from '@/api/parsers';
import { storedItem } from '@/stores/stored';

// The user this tab was last signed in as. sessionStorage: it survives a reload of the tab, not
// its closing, and a new tab starts without it. Apart from ./open-tabs.ts (Web Locks, in a chunk
// of its own that only a shared device's start waits for): every sign-in notes its user here.
const tabUser = storedItem<number>(
  'session',
  'qek_tab_user',
  handParser(
    (text) => {
      const id = Number(text);
      return Number.isInteger(id) ? id : undefined;
    },
    // Stryker disable next-line StringLiteral: what a stored text failed is not shown or logged
    'a user id',
  ),
);

/** Remembers that this tab shows `userId`'s pages: its reload does not ask who is there. */
export function noteTabUser(userId: number): void {
  tabUser.write(String(userId));
}

/** Whether this tab was signed in as `userId` before (a reload), rather than opened anew. */
export function tabWasSignedInAs(userId: number): boolean {
  return tabUser.read() === userId;
}
