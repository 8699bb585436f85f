import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { numberFormat } from '@/utils/intl-format';

/** What the kaizen brought, as its author gave it: money a year, hours a month, quality, safety. */
export function BoardEffects({ kaizen }: { kaizen: Kaizen }) {
  const { t, i18n } = useTranslation('team.board');
  const euros = numberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const effects: { key: string; value: string }[] = [];
  if (kaizen.effect_money !== null) {
    const amount = euros.format(kaizen.effect_money);
    effects.push({ key: 'money', value: t('per_year', { amount }) });
  }
  if (kaizen.effect_time !== null) {
    effects.push({
      key: 'time',
      value: t('hours_per_month', { hours: hours.format(kaizen.effect_time) }),
    });
  }
  if (kaizen.effect_quality) effects.push({ key: 'quality', value: kaizen.effect_quality });
  if (kaizen.effect_safety) effects.push({ key: 'safety', value: kaizen.effect_safety });
  if (effects.length === 0) return null;
  return (
    <dl className="board-effects">
      {effects.map((effect) => (
        <div key={effect.key} className={`board-effects__item board-effects__item--${effect.key}`}>
          <dt>{t(`effect_${effect.key}`)}</dt>
          <dd>{effect.value}</dd>
        </div>
      ))}
    </dl>
  );
}
