import { useCallback } from 'react';
import { useDashboardTranslation } from '../dashboard-i18n';
import { useFormatters } from '../format';
import type { ImpactEffect, ImpactPeriod, ImpactSummary } from './impact';

/**
 * The words of the impact's figures in the reader's language: `€ 1.234`, `56 uur`, `7 kaizens`
 * (with `bare`, the hours and the count alone, where a column's header names the unit), and its
 * periods: `juni 2026`, `2026 tot nu toe`.
 */
export function useImpactWords() {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const figure = useCallback(
    (effect: ImpactEffect, value: number, { bare = false } = {}) => {
      if (effect === 'money') return format.euros(value);
      if (bare) return effect === 'time' ? format.decimal(value) : format.number(value);
      if (effect === 'time') {
        return t('impact.hours', { count: value, formatted: format.decimal(value) });
      }
      return t('impact.kaizens', { count: value, formatted: format.number(value) });
    },
    [t, format],
  );
  const period = useCallback(
    (summary: ImpactSummary, key: ImpactPeriod) => {
      if (key === String(summary.year)) return t('impact.year_so_far', { year: summary.year });
      const month = summary.months.find((m) => m.key === key);
      return month ? format.month(month.start) : key;
    },
    [t, format],
  );
  return { figure, period };
}
