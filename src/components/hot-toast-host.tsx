import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import hotToast, { Toaster } from 'react-hot-toast';
import { useToastStore, type Toast } from '@/stores/toast-store';

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation('base');
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div
      className={`qek-toast toast show border-0 border-start border-4 border-${toast.variant}`}
      role="status"
    >
      <div className="toast-header">
        <strong className="me-auto">{toast.header}</strong>
        {toast.dismissible ? (
          <button
            type="button"
            className="btn-close"
            aria-label={t('common.close', { defaultValue: 'Sluiten' })}
            onClick={() => dismiss(toast.id)}
          />
        ) : null}
      </div>
      {toast.content ? <div className="toast-body">{toast.content}</div> : null}
    </div>
  );
}

/**
 * Renders the toast store through react-hot-toast (top-right, spec §9). The store owns the
 * limit and the timers; react-hot-toast owns placement, stacking and the live region.
 */
export function HotToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(toasts.map((toast) => toast.id));
    shown.current.forEach((id) => {
      if (!current.has(id)) hotToast.remove(id);
    });
    toasts.forEach((toast) => {
      if (!shown.current.has(toast.id)) {
        hotToast.custom(<ToastCard toast={toast} />, { id: toast.id, duration: Infinity });
      }
    });
    shown.current = current;
  }, [toasts]);
  return <Toaster position="top-right" containerClassName="qek-toaster" />;
}
