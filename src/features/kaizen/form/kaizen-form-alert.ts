import { useTranslation } from '@/i18n/use-translation';
import { FIELD_ORDER, type FormFieldName } from './kaizen-form-values';

/**
 * The form's alert once a save was tried: why it failed (with the server's messages that no
 * field shows), then the fields still marked, by their labels, so the summary reads on its own.
 */
export function useFormAlertText(
  tried: boolean,
  formError: string | null,
  errorText: (field: FormFieldName) => string | undefined,
): string | null {
  const { t } = useTranslation(['kaizen.new', 'base']);
  if (!tried) return null;
  // Named as the form asks for them: the improvement is the capture's question.
  const labels = FIELD_ORDER.filter((field) => errorText(field)).map((field) =>
    field === 'improvement' ? t('capture.question') : t(`fields.${field}`),
  );
  const parts = [
    formError,
    labels.length > 0 ? t('validation.summary', { fields: labels.join(', ') }) : null,
  ];
  return parts.filter(Boolean).join(' ') || null;
}
