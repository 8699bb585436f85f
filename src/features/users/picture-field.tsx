import { useId, useRef, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { PICTURE_MAX_MB, PICTURE_TYPES, pictureProblem, readAsDataUrl } from './picture';

interface PictureFieldProps {
  /** The page's language file; it holds `fields.picture`, `hints.picture` and `picture.*`. */
  ns: string;
  name?: string;
  /** The picture the user has now, shown until another is chosen. */
  currentSrc: string;
  onChange: (file: File | null) => void;
  /** The server's message for this field. */
  error?: string;
}

/** A picture upload with a preview; a wrong type or a too large file is refused before sending. */
export function PictureField({
  ns,
  name = 'picture',
  currentSrc,
  onChange,
  error,
}: PictureFieldProps) {
  const { t } = useTranslation(ns);
  const id = `${name}-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const reading = useRef(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  function clear() {
    reading.current += 1;
    if (input.current) input.current.value = '';
    setPreview(null);
    onChange(null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return clear();
    const found = pictureProblem(file);
    if (found) {
      clear();
      setProblem(
        t(found === 'type' ? 'picture.invalid_type' : 'picture.too_large', { max: PICTURE_MAX_MB }),
      );
      return;
    }
    onChange(file);
    const attempt = ++reading.current;
    const src = await readAsDataUrl(file).catch(() => null);
    if (attempt === reading.current) setPreview(src);
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {t('fields.picture')}{' '}
        <span className="text-body-secondary fw-normal">{t('base:common.optional')}</span>
      </Form.Label>
      <div className="d-flex align-items-center gap-3 mb-2">
        <img
          src={preview ?? currentSrc}
          alt={preview ? t('picture.preview_alt') : t('picture.current_alt')}
          width={64}
          height={64}
          className="rounded-circle object-fit-cover border"
        />
        {preview ? (
          <Button variant="outline-secondary" size="sm" onClick={clear}>
            {t('picture.undo')}
          </Button>
        ) : null}
      </div>
      <Form.Control
        ref={input}
        type="file"
        name={name}
        accept={PICTURE_TYPES.join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        isInvalid={Boolean(message)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
      />
      <Form.Text id={`${id}-hint`} className="d-block">
        {t('hints.picture', { max: PICTURE_MAX_MB })}
      </Form.Text>
      {message ? (
        <Form.Control.Feedback
          id={`${id}-error`}
          type="invalid"
          role={problem ? 'alert' : undefined}
        >
          {message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
