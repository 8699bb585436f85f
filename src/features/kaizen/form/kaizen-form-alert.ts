import { useTranslation } from 'react-i18next';
import { FIELD_ORDER, type FormFieldName } from './kaizen-form-values';
import type { FormProblem } from './use-kaizen-form';

/**
 * The form's alert: why the save failed, then the fields still marked (by their labels, so the
 * summary reads on its own), then the server's field messages that no field shows.
 */
export function useFormAlertText(
  problem: FormProblem | null,
  errorText: (field: FormFieldName) => string | undefined,
): string | null {
  const { t } = useTranslation(['kaizen.new', 'base']);
  if (!problem) return null;
  const explanation = problem.key ? t(problem.key) : (problem.explanation ?? null);
  const labels = FIELD_ORDER.filter((field) => errorText(field)).map((field) =>
    t(`fields.${field}`),
  );
  const parts = [
    explanation,
    labels.length > 0 ? t('validation.summary', { fields: labels.join(', ') }) : null,
    ...problem.unplaced,
  ];
  const text = parts.filter(Boolean).join(' ');
  return text || null;
}
