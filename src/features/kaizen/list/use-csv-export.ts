import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@/api/schemas/common';
import type { Kaizen } from '@/api/schemas/kaizen';
import { notifyApiError } from '@/components/notify-api-error';
import { notify } from '@/components/toasts';
import { downloadText } from './download';
import { EXPORT_ROW_CAP, fetchAllRows } from './fetch-all-rows';
import { csvFileName, kaizenCsv } from './kaizen-csv';
import type { ListKind } from './list-kind';

export interface ExportProgress {
  fetched: number;
  expected: number;
}

/**
 * Exports every row of the current filter as CSV: fetched page by page with progress, then
 * downloaded. `fetchPage` must ask for the same filter and order the screen shows.
 */
export function useCsvExport(
  kind: ListKind,
  fetchPage: (page: number, size: number) => Promise<Paged<Kaizen>>,
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
      downloadText(csvFileName(kind), kaizenCsv(kind, result.rows, t, i18n.language));
      notify({
        header: t('export.done_header'),
        content: result.truncated
          ? t('export.done_truncated', {
              count: result.rows.length,
              cap: EXPORT_ROW_CAP,
              total: result.total,
            })
          : t('export.done', { count: result.rows.length }),
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
