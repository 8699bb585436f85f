import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';

interface LocaleSelectProps {
  /** The page's language file; it holds `fields.locale`. */
  ns: string;
  id: string;
  languages: readonly { code: string; name: string }[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** A choice among languages, each name written in its own language. */
export function LocaleSelect({ ns, id, languages, value, onChange, error }: LocaleSelectProps) {
  const { t } = useTranslation(ns);
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('fields.locale')}</Form.Label>
      <Form.Select
        name="locale"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback id={errorId} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
