import { lazy, Suspense } from 'react';
import { useToastStore } from '@/stores/toast-store';

// react-hot-toast (~5 KB gzip) loads with the first toast, not with the first page.
const HotToastHost = lazy(() =>
  import('./hot-toast-host').then((module) => ({ default: module.HotToastHost })),
);

// Once loaded, the host stays mounted for the life of the page: mounting react-hot-toast's
// Toaster again together with a new toast lost that toast.
let hostLoaded = false;

/** Shows the toasts of the toast store (top-right, spec §9) from the first one on. */
export function ToastHost() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  // eslint-disable-next-line react-hooks/globals -- a one-way latch, the same on every render after
  if (hasToasts) hostLoaded = true;
  if (!hostLoaded) return null;
  return (
    <Suspense fallback={null}>
      <HotToastHost />
    </Suspense>
  );
}
