import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { numberFormat } from '@/utils/intl-format';

/** The effects the author gave; the money in euros per year, the time in hours per month. */
export function KaizenDetailEffects({ kaizen }: { kaizen: Kaizen }) {
  const { t, i18n } = useTranslation('kaizen.new');
  const euros = numberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const effects = [
    kaizen.effect_money !== null && {
      key: 'money',
      label: t('detail.effect_money'),
      value: t('detail.per_year', { amount: euros.format(kaizen.effect_money) }),
    },
    kaizen.effect_time !== null && {
      key: 'time',
      label: t('detail.effect_time'),
      value: t('detail.hours_per_month', { hours: hours.format(kaizen.effect_time) }),
    },
    kaizen.effect_quality && {
      key: 'quality',
      label: t('fields.effect_quality'),
      value: kaizen.effect_quality,
    },
    kaizen.effect_safety && {
      key: 'safety',
      label: t('fields.effect_safety'),
      value: kaizen.effect_safety,
    },
  ].filter((effect) => effect !== false && effect !== null && effect !== '');
  return (
    <section className="mb-4" aria-labelledby="kaizen-effects-title">
      <h2 id="kaizen-effects-title" className="h5">
        {t('effects.legend')}
      </h2>
      {effects.length === 0 ? (
        <p className="text-body-secondary">{t('detail.no_effects')}</p>
      ) : (
        <dl className="row mb-0">
          {effects.map((effect) => (
            <div key={effect.key} className="col-sm-6 mb-2">
              <dt>{effect.label}</dt>
              <dd className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {effect.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
