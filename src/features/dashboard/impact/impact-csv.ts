import type { TFunction } from 'i18next';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { buildCsv, csvDelimiter, type CsvColumn } from '@/utils/csv';
import { IMPACT_EFFECTS, type ImpactMonth, type ImpactSummary } from './impact';

/** Cents at most: a sum of floats (0.1 + 0.2) is not written with its binary noise. */
const rounded = (value: number) => Math.round(value * 100) / 100;

const localDate = (iso: string | null) => {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

type MonthRow = Pick<ImpactMonth, 'key' | 'figures'>;

/** The figures per month and the year's total, headed and separated for the reader's Excel. */
export function impactMonthsCsv(summary: ImpactSummary, t: TFunction, locale: string): string {
  const columns: CsvColumn<MonthRow>[] = [
    { header: t('impact.csv.month'), value: (row) => row.key },
    ...IMPACT_EFFECTS.map((effect) => ({
      header: t(`impact.csv.${effect}`),
      value: (row: MonthRow) => rounded(row.figures[effect]),
    })),
  ];
  const total: MonthRow = { key: t('impact.csv.year_total'), figures: summary.yearTotal };
  return buildCsv(columns, [...summary.months, total], csvDelimiter(locale));
}

/** One row per kaizen behind a figure, with every effect it brought. */
export function impactKaizensCsv(
  kaizens: readonly TeamKaizen[],
  t: TFunction,
  locale: string,
): string {
  const yes = (mark: string | null) => (mark === null ? '' : t('base:common.yes'));
  const columns: CsvColumn<TeamKaizen>[] = [
    { header: t('impact.csv.id'), value: (k) => k.id },
    { header: t('impact.csv.title'), value: (k) => k.title },
    { header: t('impact.csv.team'), value: (k) => k.team.name },
    { header: t('impact.csv.author'), value: (k) => k.author.name },
    { header: t('impact.csv.approved_at'), value: (k) => localDate(k.decided_at) },
    { header: t('impact.csv.money'), value: (k) => k.effect_money },
    { header: t('impact.csv.time'), value: (k) => k.effect_time },
    { header: t('impact.csv.quality'), value: (k) => yes(k.effect_quality) },
    { header: t('impact.csv.safety'), value: (k) => yes(k.effect_safety) },
  ];
  return buildCsv(columns, kaizens, csvDelimiter(locale));
}
