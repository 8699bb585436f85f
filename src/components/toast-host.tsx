import { lazy, Suspense } from 'react';
import { useToastStore } from '@/stores/toast-store';

// react-hot-toast (~5 KB gzip) loads with the first toast, not with the first page.
const HotToastHost = lazy(() =>
  import('./hot-toast-host').then((module) => ({ default: module.HotToastHost })),
);

/** Shows the toasts of the toast store (top-right, spec §9) once there is one. */
export function ToastHost() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <HotToastHost />
    </Suspense>
  );
}
