import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/components/form-field';
import type { TextField } from './kaizen-form-values';

type FieldProps = (name: TextField) => {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** The four optional effects: money (€ per year), time (hours per month), quality, safety. */
export interface KaizenFormEffectsProps {
  field: FieldProps;
  countHint: (name: TextField) => string | undefined;
  /** The microphone of a free-text field. */
  dictate: (name: TextField, label: string) => ReactNode;
}

export function KaizenFormEffects({ field, countHint, dictate }: KaizenFormEffectsProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  return (
    <fieldset className="mb-3">
      <legend className="h5">{t('effects.legend')}</legend>
      <p className="text-body-secondary">{t('effects.intro')}</p>
      <div className="row">
        <div className="col-md-6">
          <FormField
            {...field('effect_money')}
            label={t('fields.effect_money')}
            hint={t('hints.effect_money')}
            inputMode="decimal"
            autoComplete="off"
            optional
          />
        </div>
        <div className="col-md-6">
          <FormField
            {...field('effect_time')}
            label={t('fields.effect_time')}
            hint={t('hints.effect_time')}
            inputMode="decimal"
            autoComplete="off"
            optional
          />
        </div>
        <div className="col-md-6">
          <FormField
            {...field('effect_quality')}
            label={t('fields.effect_quality')}
            hint={countHint('effect_quality')}
            action={dictate('effect_quality', t('fields.effect_quality'))}
            rows={3}
            optional
          />
        </div>
        <div className="col-md-6">
          <FormField
            {...field('effect_safety')}
            label={t('fields.effect_safety')}
            hint={countHint('effect_safety')}
            action={dictate('effect_safety', t('fields.effect_safety'))}
            rows={3}
            optional
          />
        </div>
      </div>
    </fieldset>
  );
}
