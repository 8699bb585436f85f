import { useId, useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { useMediaQuery } from '@/hooks/use-media-query';
import { PHOTO_ACCEPT, PHOTO_MAX_MB } from './photo-check';
import type { PhotoField as PhotoFieldName } from './kaizen-form-values';
import type { PhotoValue } from './use-kaizen-photos';
import { LineIcon } from '@/components/line-icon';
import { PhotoMarkButton } from './photo-mark-button';

interface PhotoFieldProps {
  name: PhotoFieldName;
  label: string;
  photo: PhotoValue;
  /** The photo saved with the kaizen, if any. */
  savedSrc: string | null;
  scaling: boolean;
  /** Marked "(optioneel)"; the capture's before photo is not: it can be the situation itself. */
  optional?: boolean;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * An optional photo, one control on screen. With a mouse it is a drop zone (the label of the
 * visually hidden file input, so it works by keyboard too). On a touch screen it is one button
 * that opens the camera straight away (`capture`), with a small link under it for a photo taken
 * before (docs/decisions.md, "One control per kaizen photo"). A chosen photo shows as a preview
 * with a remove button, and a button to mark it (circles, arrows, lines burned into the photo).
 */
export function PhotoField(props: PhotoFieldProps) {
  const { name, label, photo, savedSrc, scaling, error, onChoose, onRemove } = props;
  const isOptional = props.optional ?? true;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Where a finger is the pointer there is nothing to drag a file from, and a camera at hand.
  const touch = useMediaQuery('(pointer: coarse)');
  const shown = photo.previewUrl ?? (photo.removeSaved ? null : savedSrc);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  const take = (file: File | undefined) => {
    if (file) onChoose(file);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const remove = () => {
    for (const chooser of [input.current, library.current]) if (chooser) chooser.value = '';
    onRemove();
  };

  // Inline: Bootstrap's border utilities are !important and would hide the dashed style.
  const edge = dragging
    ? 'var(--qek-accent)'
    : error
      ? 'var(--bs-form-invalid-border-color)'
      : 'var(--bs-border-color)';
  const optional = isOptional ? (
    <span className="text-body-secondary fw-normal">{t('base:common.optional')}</span>
  ) : null;
  return (
    // The hidden inputs are absolutely placed: they must stay inside this box, not widen the page.
    <div className="mb-3 position-relative">
      <Form.Control
        ref={input}
        id={id}
        type="file"
        name={name}
        // The camera's own format, whatever the phone makes; the check after it names the types.
        accept={touch ? 'image/*' : PHOTO_ACCEPT}
        capture={touch ? 'environment' : undefined}
        className="photo-field__input visually-hidden"
        onChange={(event) => take((event.target as HTMLInputElement).files?.[0])}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {touch ? (
        <label
          htmlFor={id}
          className={`photo-field__drop photo-field__camera btn w-100 ${error ? 'btn-outline-danger' : 'btn-outline-primary'}`}
        >
          <LineIcon path={CAMERA} />
          <span>
            {label} {optional}
          </span>
        </label>
      ) : (
        <label
          htmlFor={id}
          className={`photo-field__drop d-block rounded px-3 py-2 text-center ${dragging ? 'bg-body-tertiary' : ''}`}
          style={{ border: `2px dashed ${edge}`, cursor: 'pointer' }}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className="d-block fw-semibold">
            {label} {optional}
          </span>
          <span className="d-block small text-body-secondary">{t('photo.drop')}</span>
        </label>
      )}
      <Form.Text id={hintId} className="d-block">
        {/* A camera makes an allowed photo: on a touch screen the types are for screen readers. */}
        <span className={touch ? 'visually-hidden' : undefined}>
          {t('photo.types', { max: PHOTO_MAX_MB })}
        </span>
        {touch ? (
          <>
            {' '}
            <input
              ref={library}
              id={`${id}-library`}
              type="file"
              accept={PHOTO_ACCEPT}
              className="visually-hidden"
              onChange={(event) => take(event.target.files?.[0])}
            />
            <label htmlFor={`${id}-library`} className="photo-field__library">
              {t(`photo.${name}.library`)}
            </label>
          </>
        ) : null}
      </Form.Text>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {scaling ? (
        <p className="small mt-2 mb-0" role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('photo.scaling')}
        </p>
      ) : null}
      {shown ? (
        // A thumbnail beside its remove button: the fields below stay on the first screen.
        <figure className="d-flex align-items-center gap-3 mt-2 mb-0">
          <img
            src={shown}
            alt={t(`photo.${name}.preview`)}
            className="img-thumbnail d-block"
            style={{ maxHeight: '5rem', maxWidth: '8rem' }}
          />
          <div className="photo-field__actions d-flex flex-column align-items-start gap-2">
            {photo.file ? (
              <PhotoMarkButton
                file={photo.file}
                label={t(`photo.${name}.mark`)}
                onMarked={onChoose}
              />
            ) : null}
            <Button variant="outline-danger" size="sm" onClick={remove}>
              {t(`photo.${name}.remove`)}
            </Button>
          </div>
        </figure>
      ) : null}
    </div>
  );
}

const CAMERA = 'M4 8h3l2-3h6l2 3h3v11H4zM12 10.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6';
