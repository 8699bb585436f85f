import { useId, useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { PHOTO_ACCEPT, PHOTO_MAX_MB } from './photo-check';
import type { PhotoField as PhotoFieldName } from './kaizen-form-values';
import type { PhotoValue } from './use-kaizen-photos';

interface PhotoFieldProps {
  name: PhotoFieldName;
  label: string;
  photo: PhotoValue;
  /** The photo saved with the kaizen, if any. */
  savedSrc: string | null;
  scaling: boolean;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * An optional photo: chosen through its label (the drop zone, which opens the file input) or
 * dropped on it, so it works by keyboard too; shows a preview with a remove button. The file
 * input itself is visually hidden, so the zone is the one control on screen; it still takes
 * the focus, which the zone shows.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { name, label, photo, savedSrc, scaling, error, onChoose, onRemove } = props;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Where a finger is the pointer there is nothing to drag a file from.
  const touch = useMediaQuery('(pointer: coarse)');
  const shown = photo.previewUrl ?? (photo.removeSaved ? null : savedSrc);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

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
    for (const chooser of [input.current, camera.current]) if (chooser) chooser.value = '';
    onRemove();
  };

  // Inline: Bootstrap's border utilities are !important and would hide the dashed style.
  const edge = dragging
    ? 'var(--qek-accent)'
    : error
      ? 'var(--bs-form-invalid-border-color)'
      : 'var(--bs-border-color)';
  return (
    // The hidden input is absolutely placed: it must stay inside this box, not widen the page.
    <div className="mb-3 position-relative">
      <Form.Control
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={PHOTO_ACCEPT}
        className="photo-field__input visually-hidden"
        onChange={(event) => take((event.target as HTMLInputElement).files?.[0])}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <label
        htmlFor={id}
        className={`photo-field__drop d-block rounded p-3 text-center ${dragging ? 'bg-body-tertiary' : ''}`}
        style={{ border: `2px dashed ${edge}`, cursor: 'pointer' }}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="d-block fw-semibold">
          {label} <span className="text-body-secondary fw-normal">{t('base:common.optional')}</span>
        </span>
        <span className="d-block text-body-secondary">
          {t(touch ? 'photo.choose' : 'photo.drop')}
        </span>
      </label>
      {/* Phones and tablets open the camera straight away (`capture`); shown on touch screens only. */}
      <span className="photo-field__camera">
        <input
          ref={camera}
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          onChange={(event) => take(event.target.files?.[0])}
          aria-describedby={hintId}
        />
        <label htmlFor={`${id}-camera`} className="btn btn-outline-primary mt-2">
          {t(`photo.${name}.take`)}
        </label>
      </span>
      <Form.Text id={hintId} className="d-block">
        {t('photo.types', { max: PHOTO_MAX_MB })}
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
        <figure className="mt-2 mb-0">
          <img
            src={shown}
            alt={t(`photo.${name}.preview`)}
            className="img-thumbnail d-block"
            style={{ maxHeight: '15rem' }}
          />
          <Button variant="outline-danger" size="sm" className="mt-2" onClick={remove}>
            {t(`photo.${name}.remove`)}
          </Button>
        </figure>
      ) : null}
    </div>
  );
}
