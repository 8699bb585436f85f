import { useTranslation } from '@/i18n/use-translation';

export type PageItem = number | 'gap';

/** The pages to offer: first, last, and the current one with its neighbours; gaps between. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([0, pageCount - 1, page - 1, page, page + 1]);
  const pages = [...shown].filter((p) => p >= 0 && p < pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** First and last row number (1-based) of a page, for a "21-40 of 57" summary. */
export function pageRange(page: number, size: number, total: number) {
  return { from: total === 0 ? 0 : page * size + 1, to: Math.min(total, (page + 1) * size) };
}

export interface PaginationProps {
  /** Counts from 0, as the table calls do (start = page * size). */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Pagina's van goedgekeurde kaizens'. */
  label: string;
  disabled?: boolean;
}

/** Page links for a server-paged list; nothing when everything fits on one page. */
export function Pagination({ page, size, total, onPageChange, label, disabled }: PaginationProps) {
  const { t } = useTranslation('base');
  const pageCount = Math.ceil(total / size);
  if (pageCount <= 1) return null;
  const button = (target: number, text: string, extra: { current?: boolean } = {}) => (
    <li
      key={`${text}-${target}`}
      className={`page-item${extra.current ? ' active' : ''}${
        target < 0 || target >= pageCount ? ' disabled' : ''
      }`}
    >
      <button
        type="button"
        className="page-link"
        aria-current={extra.current ? 'page' : undefined}
        disabled={disabled || target < 0 || target >= pageCount}
        onClick={() => {
          if (!extra.current) onPageChange(target);
        }}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="pagination flex-wrap mb-0">
        {button(page - 1, t('common.previous'))}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            button(item, String(item + 1), { current: item === page })
          ),
        )}
        {button(page + 1, t('common.next'))}
      </ul>
    </nav>
  );
}
