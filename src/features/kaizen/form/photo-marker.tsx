import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { useMediaQuery } from '@/hooks/use-media-query';
import { drawCursor, drawMarks, markedPhoto, pointOnPhoto } from './photo-marks';
import { PhotoMarkerTools } from './photo-marker-tools';
import { browserCodec, type DecodedImage } from './scale-image';
import { keyAction, usePhotoMarks } from './use-photo-marks';
import '@/styles/photo-marker.scss';

interface PhotoMarkerProps {
  file: File;
  /** The dialog's title: which photo ("Foto vooraf markeren"). */
  title: string;
  /** The photo with the marks burned in, to take the chosen one's place. */
  onKeep: (marked: File) => void;
  /** The dialog is gone (kept or discarded). */
  onClose: () => void;
}

/**
 * Draws circles, arrows and lines on a chosen photo, in one colour, with a finger, a mouse or
 * the keyboard (docs/decisions.md, "Marking a photo"). Full screen on a phone. What is shown is
 * what is kept: the photo at its own size with the marks over it.
 */
export function PhotoMarker({ file, title, onKeep, onClose }: PhotoMarkerProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const touch = useMediaQuery('(pointer: coarse)');
  const [codec] = useState(browserCodec);
  const [show, setShow] = useState(true);
  const [image, setImage] = useState<DecodedImage | null>(null);
  const [failed, setFailed] = useState(!codec);
  const [keeping, setKeeping] = useState(false);
  // The cross hair shows once the keyboard is used, and goes with the next touch or click.
  const [byKeyboard, setByKeyboard] = useState(false);
  const [state, dispatch] = usePhotoMarks();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!codec) return;
    let current = true;
    let decoded: DecodedImage | undefined;
    codec.decode(file).then(
      (loaded) => {
        decoded = loaded;
        if (current) setImage(loaded);
        else loaded.close();
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      decoded?.close();
    };
  }, [codec, file]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!image || !context) return;
    const { width, height } = image;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    drawMarks(
      context,
      state.drawing ? [...state.marks, state.drawing] : state.marks,
      width,
      height,
    );
    if (byKeyboard) drawCursor(context, state.cursor, width, height);
  }, [image, state, byKeyboard]);

  const close = () => setShow(false);
  const keep = async () => {
    if (!image || !codec || state.marks.length === 0) return close();
    setKeeping(true);
    const marked = await markedPhoto(image, file.name, state.marks, codec);
    setKeeping(false);
    if (!marked) return setFailed(true);
    onKeep(marked);
    close();
  };

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) =>
    image &&
    pointOnPhoto(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), image);
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const at = pointAt(event);
    if (!event.isPrimary || event.button !== 0 || !at) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setByKeyboard(false);
    dispatch({ type: 'start', at });
  };
  // A second finger (a pinch, a palm) neither moves nor ends the mark the first one draws.
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const to = event.isPrimary && state.drawing && pointAt(event);
    if (to) dispatch({ type: 'move', to });
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!image || !state.drawing || !event.isPrimary) return;
    onPointerMove(event);
    dispatch({ type: 'end', size: image });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!image) return;
    const action = keyAction(event.key, event.shiftKey, image, state.drawing !== null);
    if (!action) return;
    // Also keeps Escape from closing the dialog while it only drops the mark under way.
    event.preventDefault();
    setByKeyboard(true);
    dispatch(action);
  };

  const howId = `${id}-how`;
  const status =
    byKeyboard && state.drawing
      ? t('photo.marker.started')
      : t('photo.marker.count', { count: state.marks.length });
  return (
    <Modal
      show={show}
      onHide={close}
      onExited={onClose}
      fullscreen="sm-down"
      size="lg"
      centered
      // Marks drawn are not thrown away by a click beside the dialog.
      backdrop={state.marks.length > 0 ? 'static' : true}
      aria-labelledby={`${id}-title`}
      className="photo-marker"
    >
      <Modal.Header closeButton closeLabel={t('base:common.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="photo-marker__body">
        <PhotoMarkerTools
          tool={state.tool}
          canUndo={state.marks.length > 0 || state.drawing !== null}
          onTool={(tool) => dispatch({ type: 'tool', tool })}
          onUndo={() => dispatch({ type: 'undo' })}
        />
        <p id={howId} className="small text-body-secondary mb-0">
          {t(`photo.marker.how.${state.tool}`)}{' '}
          <span className={touch ? 'visually-hidden' : undefined}>
            {t('photo.marker.keyboard')}
          </span>
        </p>
        <div className="photo-marker__stage">
          {failed ? (
            <p className="text-danger mb-0" role="alert">
              {t('photo.marker.failed')}
            </p>
          ) : image ? (
            <canvas
              ref={canvas}
              width={image.width}
              height={image.height}
              className="photo-marker__canvas"
              tabIndex={0}
              role="application"
              aria-roledescription={t('photo.marker.canvas_role')}
              aria-label={title}
              aria-describedby={howId}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => dispatch({ type: 'cancel' })}
              onKeyDown={onKeyDown}
              onBlur={() => setByKeyboard(false)}
            />
          ) : (
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('base:common.loading')}</span>
            </Spinner>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          {t('base:common.cancel')}
        </Button>
        <Button variant="primary" disabled={keeping || !image} onClick={() => void keep()}>
          {t('photo.marker.keep')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
