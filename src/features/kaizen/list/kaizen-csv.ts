import type { TFunction } from 'i18next';
import type { Kaizen } from '@/api/schemas/kaizen';
import { buildCsv, csvDelimiter, type CsvColumn } from '@/utils/csv';
import { isoDate } from './format';
import type { ListKind } from './list-kind';

function csvColumns(kind: ListKind, t: TFunction): CsvColumn<Kaizen>[] {
  const columns: CsvColumn<Kaizen>[] = [
    { header: t('csv.id'), value: (k) => k.id },
    { header: t('columns.title'), value: (k) => k.title },
    { header: t('columns.team'), value: (k) => k.team.name },
    { header: t('columns.author'), value: (k) => k.author.name },
    { header: t('columns.created_at'), value: (k) => isoDate(k.created_at) },
    {
      header: t(kind === 'declined' ? 'columns.declined_at' : 'columns.approved_at'),
      value: (k) => isoDate(k.decided_at),
    },
    { header: t('csv.problem'), value: (k) => k.problem },
    { header: t('csv.improvement'), value: (k) => k.improvement },
    { header: t('csv.result'), value: (k) => k.result },
    { header: t('csv.effect_money'), value: (k) => k.effect_money },
    { header: t('csv.effect_time'), value: (k) => k.effect_time },
  ];
  if (kind === 'declined') {
    columns.push({ header: t('columns.decline_reason'), value: (k) => k.decline_reason });
  }
  return columns;
}

/** The CSV of a kaizen list, headed in the reader's language, separated as their Excel expects. */
export function kaizenCsv(
  kind: ListKind,
  kaizens: readonly Kaizen[],
  t: TFunction,
  locale: string,
) {
  return buildCsv(csvColumns(kind, t), kaizens, csvDelimiter(locale));
}

/** kaizens-approved-2024-06-01.csv */
export function csvFileName(kind: ListKind, now = new Date()): string {
  return `kaizens-${kind}-${isoDate(now.toISOString())}.csv`;
}
