import { useId, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoProblem, type LogoProblem } from './logo-file';

interface LogoFieldProps {
  /** What shows now: the chosen file's preview, else the saved logo. */
  src: string | null;
  error?: string;
  onSelect: (file: File) => void;
  onRefuse: (problem: LogoProblem) => void;
}

/** Picks a new company logo and shows it before it is saved. */
export function LogoField({ src, error, onSelect, onRefuse }: LogoFieldProps) {
  const { t } = useTranslation('company-configurator.index');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      // Cleared, so choosing the same file again after fixing it still fires a change.
      event.target.value = '';
      onRefuse(problem);
    } else onSelect(file);
  };

  return (
    <Form.Group className="mb-3" controlId={`logo-${id}`}>
      <Form.Label>{t('logo.label')}</Form.Label>
      <div className="d-flex flex-wrap align-items-start gap-3">
        <div className="border rounded p-2 bg-body-tertiary" style={{ minWidth: 120 }}>
          {src ? (
            <img src={src} alt={t('logo.preview')} style={{ maxHeight: 64, maxWidth: 200 }} />
          ) : (
            <span className="text-body-secondary small">{t('logo.none')}</span>
          )}
        </div>
        <div className="flex-grow-1">
          <Form.Control
            type="file"
            name="logo"
            accept={LOGO_TYPES.join(',')}
            onChange={change}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <Form.Text id={hintId} className="d-block">
            {t('logo.hint', {
              types: LOGO_TYPES.map((type) => type.replace('image/', '')).join(', '),
              max: LOGO_MAX_BYTES / 1024 / 1024,
            })}
          </Form.Text>
          {error ? (
            <Form.Control.Feedback id={errorId} type="invalid" className="d-block">
              {error}
            </Form.Control.Feedback>
          ) : null}
        </div>
      </div>
    </Form.Group>
  );
}
