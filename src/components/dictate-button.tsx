import { useTranslation } from '@/i18n/use-translation';
import { useDictation } from '@/hooks/use-dictation';
import { useOnline } from '@/hooks/use-online';
import { LineIcon } from './line-icon';

interface DictateButtonProps {
  /** The field's label, to name the button after it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The recognisers run on a server in Chromium; offline the button would only fail. */
const SPEECH_LANG: Record<string, string> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * A microphone beside a free-text field: what is said is added to the field's text. Drawn only
 * where the browser can recognise speech; offline it stays, disabled, so a connection that
 * drops moves nothing on the form (the offline notice says why). A refusal or failure says so
 * beside the button and leaves the text as it was.
 */
export function DictateButton({ label, value, onChange }: DictateButtonProps) {
  const { t, i18n } = useTranslation('base');
  const online = useOnline();
  const dictation = useDictation(SPEECH_LANG[i18n.language] ?? i18n.language, (text) =>
    onChange(value.trim() ? `${value.trimEnd()} ${text}` : text),
  );
  if (!dictation.supported) return null;
  const listening = dictation.state === 'listening';
  const trouble =
    dictation.state === 'denied'
      ? t('dictation.denied')
      : dictation.state === 'failed'
        ? t('dictation.failed')
        : null;
  return (
    <span className="dictate">
      <button
        type="button"
        className={`btn ${listening ? 'btn-primary' : 'btn-outline-secondary'} dictate__button`}
        aria-pressed={listening}
        disabled={!online && !listening}
        aria-label={t(listening ? 'dictation.stop' : 'dictation.start', { field: label })}
        onClick={listening ? dictation.stop : dictation.start}
      >
        <LineIcon path={MICROPHONE} />
      </button>
      <span role="status" className="dictate__status small">
        {listening ? t('dictation.listening') : trouble}
      </span>
    </span>
  );
}

const MICROPHONE =
  'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6';
