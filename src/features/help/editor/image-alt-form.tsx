import { useId, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { isSafeImageSrc } from '@/utils/safe-url';

interface ImageAltFormProps {
  namespace: string;
  /** The images in the text, in order; their alt texts are edited in place. */
  images: readonly HTMLImageElement[];
  /** The image whose field takes the focus (a new upload); the first one otherwise. */
  focus?: HTMLImageElement;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * An alt text per image in the text: a new upload's (which starts from its file name), a picked
 * one's and those already there. An empty text marks an image as decoration.
 */
export function ImageAltForm({ namespace, images, focus, onApply, onCancel }: ImageAltFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [alts, setAlts] = useState(() => images.map((image) => image.getAttribute('alt') ?? ''));
  const focused = focus ? images.indexOf(focus) : 0;

  const apply = () => {
    images.forEach((image, index) => image.setAttribute('alt', alts[index].trim()));
    onApply();
  };
  // This sits inside the document's form: Enter applies instead of saving the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="p-2 border-bottom bg-body-tertiary"
    >
      <p id={`${id}-title`} className="small fw-semibold mb-1">
        {t('editor.alt_title')}
      </p>
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        {t('editor.picker_alt_hint')}
      </p>
      {images.length === 0 ? <p className="small mb-2">{t('editor.alt_none')}</p> : null}
      {images.map((image, index) => {
        const src = image.getAttribute('src') ?? '';
        return (
          <Form.Group
            key={index}
            controlId={`${id}-alt-${index}`}
            className="d-flex align-items-center gap-2 mb-2"
          >
            {isSafeImageSrc(src) ? (
              <img
                src={src}
                alt=""
                width={64}
                height={48}
                className="bg-body border"
                style={{ objectFit: 'contain' }}
              />
            ) : null}
            <div className="flex-grow-1">
              <Form.Label className="small mb-1">
                {t('editor.alt_field', { number: index + 1 })}
              </Form.Label>
              <Form.Control
                size="sm"
                type="text"
                maxLength={250}
                autoFocus={index === focused}
                value={alts[index]}
                aria-describedby={`${id}-hint`}
                onChange={(event) =>
                  setAlts((current) =>
                    current.map((alt, at) => (at === index ? event.target.value : alt)),
                  )
                }
                onKeyDown={onKeyDown}
              />
            </div>
          </Form.Group>
        );
      })}
      <div className="d-flex gap-2">
        {images.length > 0 ? (
          <Button size="sm" onClick={apply}>
            {t('editor.alt_apply')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {t('editor.link_cancel')}
        </Button>
      </div>
    </div>
  );
}
