import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';

interface FilterPanelProps {
  /** How many filters are set, for the button's label. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters, with its view, order and export. On a phone they wait behind one button
 * that says how many filters are active, so the results come first; from the md breakpoint up
 * they show as they are (_signed-in-pages.scss).
 */
export function FilterPanel({ active, children }: FilterPanelProps) {
  const { t } = useTranslation('kaizen.index');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline-secondary"
        className="filter-panel__toggle mb-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('filters.toggle', { count: active })}
      </Button>
      <div id={id} className={open ? 'filter-panel filter-panel--open' : 'filter-panel'}>
        {children}
      </div>
    </>
  );
}
