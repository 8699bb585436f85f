/**
 * The one way to follow a stored value (src/stores/stored.ts) as it changes: another tab's write
 * to localStorage (the browser's `storage` event, heard once here for the whole tab) and a
 * change this tab announces with `storageChanged`. A key is followed by its name, or by a prefix
 * for values kept per user (`qek_notices_4`); a prefix also hears storage cleared by another tab.
 */
type Followed = string | { prefix: string };

interface Follower {
  followed: Followed;
  /** `elsewhere`: the change came from another tab. */
  listener: (elsewhere: boolean) => void;
}

const followers = new Set<Follower>();

const follows = (followed: Followed, key: string | null) =>
  typeof followed === 'string' ? key === followed : (key?.startsWith(followed.prefix) ?? true);

function tell(key: string | null, elsewhere: boolean): void {
  for (const follower of [...followers]) {
    if (follows(follower.followed, key)) follower.listener(elsewhere);
  }
}

const fromAnotherTab = (event: StorageEvent) => tell(event.key, true);

/** Tells this tab's followers of `key` that this tab changed it (other tabs hear it anyway). */
export function storageChanged(key: string): void {
  tell(key, false);
}

/** Calls `listener` when the value under `followed` changes, here or in another tab. */
export function onStorageChange(
  followed: Followed,
  listener: (elsewhere: boolean) => void,
): () => void {
  const follower = { followed, listener };
  if (followers.size === 0) window.addEventListener('storage', fromAnotherTab);
  followers.add(follower);
  return () => {
    followers.delete(follower);
    if (followers.size === 0) window.removeEventListener('storage', fromAnotherTab);
  };
}
