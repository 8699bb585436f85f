import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { afterFirstPaint } from '@/lib/first-paint';

// Its own chunk, asked for once the page is painted: the top bar stays small and the first
// page does not wait for it. Not loading leaves the bell out; the page works without it.
const NoticesMenu = lazyPart(
  () => import('@/features/notices/notices-menu').then((m) => m.NoticesMenu),
  { loading: null, failed: () => null },
);

/**
 * The top bar's notifications on the user's own kaizens (src/features/notices). Its place is
 * kept from the first paint: a bell arriving later would move the flags and the team link left
 * under a finger already on its way (a tap on a flag landed on the team link in WebKit).
 */
export function NoticesEntry({ userId }: { userId: number }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return <div className="notices-slot">{painted ? <NoticesMenu userId={userId} /> : null}</div>;
}
