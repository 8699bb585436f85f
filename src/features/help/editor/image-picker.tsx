import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { replaceEditorImage } from '@/api/content';
import type { EditorImage } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { QueryState } from '@/components/query-state';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '@/api/content-queries';
import { failureMessage } from '@/lib/failure-message';
import { isSafeImageSrc } from '@/utils/safe-url';
import { HiddenImageInput } from './hidden-image-input';

interface ImagePickerProps {
  namespace: string;
  show: boolean;
  /** The chosen image, with its alt text, for the editor to insert. */
  onPick: (image: HTMLImageElement) => void;
  /** An image's file was replaced (PUT /crud/editor_image/{id}): its address may have changed. */
  onReplaced: (oldSrc: string, newSrc: string) => void;
  onClose: () => void;
  /** After the dialog has gone, so the editor can take the focus back. */
  onExited: () => void;
}

interface PickerBodyProps extends Pick<ImagePickerProps, 'namespace' | 'onReplaced'> {
  images: readonly EditorImage[];
  selected: EditorImage | null;
  onSelect: (image: EditorImage) => void;
  onChanged: (image: EditorImage) => void;
}

/** The uploaded images as labelled toggle buttons, and a file field that replaces the chosen one. */
function PickerBody(props: PickerBodyProps) {
  const { namespace, images, selected, onSelect, onChanged, onReplaced } = props;
  const { t } = useTranslation(namespace);
  const fileInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  async function replace(file: File) {
    if (!selected) return;
    setError(null);
    setStatus('');
    if (!file.type.startsWith('image/')) {
      setError(t('editor.not_an_image'));
      return;
    }
    setReplacing(true);
    try {
      const stored = await replaceEditorImage(selected.id, file);
      onReplaced(selected.src, stored.src);
      onChanged(stored);
      setStatus(t('editor.picker_replaced', { id: stored.id }));
    } catch (failure) {
      setError(`${t('editor.replace_failed')} ${failureMessage(failure)}`);
    } finally {
      setReplacing(false);
    }
  }

  const safe = images.filter((image) => isSafeImageSrc(image.src));
  if (safe.length === 0) return <p className="text-body-secondary">{t('editor.picker_empty')}</p>;
  return (
    <>
      <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={t('editor.picker_list')}>
        {safe.map((image) => (
          <li key={image.id}>
            <Button
              variant={selected?.id === image.id ? 'primary' : 'outline-secondary'}
              aria-pressed={selected?.id === image.id}
              className="d-flex flex-column align-items-center p-1"
              onClick={() => onSelect(image)}
            >
              <img
                src={image.src}
                alt=""
                width={96}
                height={72}
                className="bg-body-tertiary"
                style={{ objectFit: 'contain' }}
              />
              <span className="small">{t('editor.picker_item', { id: image.id })}</span>
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert message={error} className="py-2" />
      <p role="status" className="small mb-2">
        {replacing ? t('editor.uploading') : status}
      </p>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={!selected || replacing}
        aria-busy={replacing}
        onClick={() => fileInput.current?.click()}
      >
        {t('editor.picker_replace')}
      </Button>
      <HiddenImageInput
        ref={fileInput}
        label={t('editor.picker_replace_input')}
        onFile={(file) => void replace(file)}
      />
    </>
  );
}

/**
 * Inserts an image uploaded before (GET /crud/editor_image) with an alt text, and replaces an
 * image's file (PUT /crud/editor_image/{id}, which carries only the file: the alt text lives in
 * the document's HTML). Only addresses that pass the safe-image check are shown or inserted.
 */
function PickerContent({ namespace, onPick, onReplaced, onClose }: ImagePickerProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const { data, error, refetch } = useQuery(contentQueries.editorImages());
  const [changed, setChanged] = useState<Record<number, EditorImage>>({});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [alt, setAlt] = useState('');
  const images = data?.map((image) => changed[image.id] ?? image);
  const selected = images?.find((image) => image.id === selectedId) ?? null;

  const insert = () => {
    if (!selected || !isSafeImageSrc(selected.src)) return;
    const image = document.createElement('img');
    image.setAttribute('src', selected.src);
    image.setAttribute('alt', alt.trim());
    onPick(image);
  };

  return (
    <>
      <Modal.Body>
        <QueryState data={images} error={error} reload={() => void refetch()}>
          {(images) => (
            <PickerBody
              namespace={namespace}
              images={images}
              selected={selected}
              onSelect={(image) => setSelectedId(image.id)}
              onChanged={(image) => setChanged((current) => ({ ...current, [image.id]: image }))}
              onReplaced={onReplaced}
            />
          )}
        </QueryState>
        <Form.Group controlId={`${id}-alt`} className="mt-3">
          <Form.Label>{t('editor.picker_alt')}</Form.Label>
          <Form.Control
            type="text"
            value={alt}
            maxLength={250}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => setAlt(event.target.value)}
          />
          <Form.Text id={`${id}-alt-hint`}>{t('editor.picker_alt_hint')}</Form.Text>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('editor.link_cancel')}
        </Button>
        <Button disabled={!selected} onClick={insert}>
          {t('editor.picker_insert')}
        </Button>
      </Modal.Footer>
    </>
  );
}

export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation(props.namespace);
  const titleId = useId();
  return (
    <Modal
      show={props.show}
      onHide={props.onClose}
      onExited={props.onExited}
      restoreFocus={false}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('editor.link_cancel')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('editor.picker_title')}
        </Modal.Title>
      </Modal.Header>
      {props.show ? <PickerContent {...props} /> : null}
    </Modal>
  );
}
