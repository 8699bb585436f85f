import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/components/form-field';
import { KaizenFormEffects, type KaizenFormEffectsProps } from './kaizen-form-effects';

interface KaizenFormMoreProps extends KaizenFormEffectsProps {
  /** The after photo's field. */
  afterPhoto: ReactNode;
}

/** What "Meer details" holds: the situation in words, the after photo, the result, the effects. */
export function KaizenFormMore({ field, countHint, dictate, afterPhoto }: KaizenFormMoreProps) {
  const { t } = useTranslation('kaizen.new');
  return (
    <>
      <FormField
        {...field('problem')}
        label={t('fields.problem')}
        hint={countHint('problem') ?? t('capture.problem_hint')}
        action={dictate('problem', t('fields.problem'))}
        rows={3}
      />
      {afterPhoto}
      <FormField
        {...field('result')}
        label={t('fields.result')}
        hint={countHint('result')}
        action={dictate('result', t('fields.result'))}
        rows={3}
        optional
      />
      <KaizenFormEffects field={field} countHint={countHint} dictate={dictate} />
    </>
  );
}
