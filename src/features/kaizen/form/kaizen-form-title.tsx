import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/components/form-field';
import { focusElement } from '@/lib/focus';

interface KaizenFormTitleProps {
  /** The title field's props (value '' means: the proposed one is sent). */
  field: { name: string; value: string; error?: string; onChange: (value: string) => void };
  /** The title that would be sent now, proposed from the capture's sentence. */
  proposed: string;
  hint?: string;
}

const FIELD_ID = 'kaizen-form-title-field';

/**
 * A new kaizen's title: proposed from the one sentence and shown as a line, so the capture asks
 * one question; "Wijzigen" turns it into the field, filled with the proposal. A title already
 * typed (a restored draft) or marked as wrong shows as the field straight away.
 */
export function KaizenFormTitle({ field, proposed, hint }: KaizenFormTitleProps) {
  const { t } = useTranslation('kaizen.new');
  const [editing, setEditing] = useState(field.value !== '');
  const [asked, setAsked] = useState(false);
  // The field replaces the button that had the focus.
  useEffect(() => {
    if (asked) focusElement(document.getElementById(FIELD_ID));
  }, [asked]);
  if (editing || field.error) {
    return <FormField {...field} id={FIELD_ID} label={t('fields.title')} hint={hint} required />;
  }
  const edit = () => {
    field.onChange(proposed);
    setEditing(true);
    setAsked(true);
  };
  return (
    <div className="kaizen-form-title">
      <p className="kaizen-form-title__text mb-0">
        <span className="text-body-secondary">{t('fields.title')}:</span>{' '}
        {proposed ? (
          <span className="kaizen-form-title__proposed">{proposed}</span>
        ) : (
          <span className="text-body-secondary">{t('capture.title_from_sentence')}</span>
        )}
      </p>
      <button
        type="button"
        className="btn btn-link kaizen-form-title__edit"
        aria-label={t('capture.edit_title_label')}
        onClick={edit}
      >
        {t('capture.edit_title')}
      </button>
    </div>
  );
}
