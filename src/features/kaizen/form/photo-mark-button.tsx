import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { lazyPart } from '@/components/lazy-part';

const loadMarker = () => import('./photo-marker').then((m) => m.PhotoMarker);

// Its own chunk: the form's first load does not carry the marker.
const PhotoMarker = lazyPart(loadMarker, {
  loading: null,
  failed: ({ retry }) => <MarkerFailed onRetry={retry} />,
});

function MarkerFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  return (
    <p className="small mb-0 text-danger" role="alert">
      {t('photo.marker.load_failed')}{' '}
      <Button variant="link" size="sm" className="p-0" onClick={onRetry}>
        {t('base:common.retry')}
      </Button>
    </p>
  );
}

interface PhotoMarkButtonProps {
  file: File;
  /** "Foto vooraf markeren": the button's text and the marker's title. */
  label: string;
  /** The marked photo, in the chosen one's place. */
  onMarked: (marked: File) => void;
}

/**
 * Opens the marker on a chosen photo. Its code is asked for as soon as there is a photo to
 * mark, so it is here by the time the button is pressed, and later without a connection.
 */
export function PhotoMarkButton({ file, label, onMarked }: PhotoMarkButtonProps) {
  const [marking, setMarking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    loadMarker().catch(() => undefined);
  }, []);

  return (
    <>
      <Button ref={button} variant="outline-primary" size="sm" onClick={() => setMarking(true)}>
        {label}
      </Button>
      {marking ? (
        <PhotoMarker
          file={file}
          title={label}
          onKeep={onMarked}
          onClose={() => {
            setMarking(false);
            // Safari does not focus a clicked button: the dialog alone would give the focus to the page.
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
