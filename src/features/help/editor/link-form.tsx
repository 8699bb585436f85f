import { useId, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { isSafeExternalUrl, isSafeInternalPath } from '@/utils/safe-url';

interface LinkFormProps {
  namespace: string;
  onInsert: (href: string) => void;
  onCancel: () => void;
}

/** The address for a new link: only http(s), mailto and paths on this site are taken. */
export function LinkForm({ namespace, onInsert, onCancel }: LinkFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const insert = () => {
    const href = url.trim();
    if (isSafeExternalUrl(href) || isSafeInternalPath(href)) onInsert(href);
    else setError(t('editor.link_invalid'));
  };
  // This sits inside the document's form: Enter inserts the link instead of saving the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2 align-items-start p-2 border-bottom bg-body-tertiary">
      <Form.Group controlId={`${id}-url`} className="flex-grow-1">
        <Form.Label className="small mb-1">{t('editor.link_url')}</Form.Label>
        <Form.Control
          size="sm"
          type="text"
          inputMode="url"
          autoComplete="url"
          autoFocus
          value={url}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Form.Text id={`${id}-hint`} className="d-block">
          {t('editor.link_hint')}
        </Form.Text>
        {error ? (
          <Form.Control.Feedback id={`${id}-error`} type="invalid">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <div className="d-flex gap-2 pt-4">
        <Button size="sm" onClick={insert}>
          {t('editor.link_insert')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {t('editor.link_cancel')}
        </Button>
      </div>
    </div>
  );
}
