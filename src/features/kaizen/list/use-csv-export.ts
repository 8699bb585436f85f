import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Paged } from '@/api/schemas/common';
import type { Kaizen } from '@/api/schemas/kaizen';
import { notifyApiError } from '@/components/notify-api-error';
import { notify } from '@/components/toasts';
import { downloadText } from '@/utils/download';
import { EXPORT_ROW_CAP, fetchAllRows } from './fetch-all-rows';
import { csvFileName, kaizenCsv } from './kaizen-csv';
import type { ListKind } from './list-kind';

export interface ExportProgress {
  fetched: number;
  expected: number;
}

/**
 * Exports every row of the current filter as CSV: fetched page by page with progress, then
 * downloaded. `fetchPage` must ask for the same filter and order the screen shows, and `keep`
 * leaves out what the screen leaves out.
 */
export function useCsvExport(
  kind: ListKind,
  fetchPage: (page: number, size: number) => Promise<Paged<Kaizen>>,
  keep: (kaizen: Kaizen) => boolean = () => true,
) {
  const { t, i18n } = useTranslation('kaizen.index');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelledRef = useRef(false);

  const start = async () => {
    cancelledRef.current = false;
    setProgress({ fetched: 0, expected: 0 });
    try {
      const result = await fetchAllRows(fetchPage, {
        onProgress: (fetched, expected) => setProgress({ fetched, expected }),
        cancelled: () => cancelledRef.current,
      });
      // Filtered after paging: a page shortened here would read as the last one.
      const rows = result.rows.filter(keep);
      downloadText(csvFileName(kind), kaizenCsv(kind, rows, t, i18n.language));
      notify({
        header: t('export.done_header'),
        content: result.truncated
          ? t('export.done_truncated', {
              count: rows.length,
              cap: EXPORT_ROW_CAP,
              total: result.total,
            })
          : t('export.done', { count: rows.length }),
        variant: result.truncated ? 'warning' : 'success',
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        // The filter is still the screen's: the same export can simply be asked for again.
        notifyApiError(error, { about: t('export.about'), retry: () => void start() });
      }
    } finally {
      setProgress(null);
    }
  };

  return {
    progress,
    start: () => void start(),
    cancel: () => {
      cancelledRef.current = true;
    },
  };
}
