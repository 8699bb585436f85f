import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters `text` into a search box as one input, then Enter when `submit`. Typed key by key, a
 * busy machine can space the keys wider than the box's debounce, and each pause sends a search
 * of its own: a test about one search would meet several.
 */
export async function enterSearch(
  user: UserEvent,
  box: HTMLElement,
  text: string,
  { submit = false } = {},
): Promise<void> {
  await user.click(box);
  await user.paste(text);
  if (submit) await user.keyboard('{Enter}');
}
