import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { usePainted } from '@/hooks/use-painted';
import type { FormFieldName, KaizenFormValues } from './kaizen-form-values';

/**
 * The fields under "Meer details": what a first capture on the shop floor can leave out. The
 * situation in words is among them: the before photo can stand for it.
 */
const DETAIL_FIELDS = [
  'problem',
  'after_image',
  'result',
  'effect_money',
  'effect_time',
  'effect_quality',
  'effect_safety',
] as const satisfies readonly FormFieldName[];

type DetailField = (typeof DETAIL_FIELDS)[number];
const TEXT_DETAILS = DETAIL_FIELDS.filter(
  (name): name is Exclude<DetailField, 'after_image'> => name !== 'after_image',
);

/** Whether anything under "Meer details" is filled in already (an edit, a restored draft). */
export function hasDetails(values: KaizenFormValues, afterPhoto: boolean): boolean {
  return afterPhoto || TEXT_DETAILS.some((name) => values[name].trim() !== '');
}

interface KaizenFormDetailsProps {
  /** Open from the start: the kaizen or the draft has some of these fields. */
  initiallyOpen: boolean;
  errorText: (name: FormFieldName) => string | undefined;
  children: ReactNode;
}

/**
 * "Meer details", a disclosure: closed on a new kaizen, so the capture's screen is the photo,
 * the one question and "Indienen". It opens by itself when one of its fields gets an
 * error, so the focus can go there and the message is seen. Closed, its fields mount once the
 * form's first frame is painted: that frame is the fields on screen only.
 */
export function KaizenFormDetails({ initiallyOpen, errorText, children }: KaizenFormDetailsProps) {
  const { t } = useTranslation('kaizen.new');
  const [open, setOpen] = useState(initiallyOpen);
  const painted = usePainted();
  const marked = DETAIL_FIELDS.filter((name) => errorText(name)).join(' ');
  const [seenMarked, setSeenMarked] = useState(marked);
  // Opened during render, not in an effect: the form moves the focus to the first marked field
  // right after this render, and a closed disclosure's fields cannot take it.
  if (marked !== seenMarked) {
    setSeenMarked(marked);
    if (marked) setOpen(true);
  }
  return (
    <details
      className="kaizen-form-details mb-3"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="kaizen-form-details__summary">{t('details.summary')}</summary>
      <div className="kaizen-form-details__body">{open || painted ? children : null}</div>
    </details>
  );
}
