import { useTranslation } from '@/i18n/use-translation';
import type { ViewMode } from './use-view-mode';

const MODES: readonly ViewMode[] = ['table', 'cards'];

/**
 * The list as a table or as cards: two buttons, the chosen one pressed. Real buttons, so Tab
 * reaches each once and Enter or Space chooses; Bootstrap's radio toggle left the hidden radios
 * as extra tab stops that ignored both keys.
 */
export function ViewToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (m: ViewMode) => void;
}) {
  const { t } = useTranslation('kaizen.index');
  return (
    <div className="btn-group" role="group" aria-label={t('view.label')}>
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          className={`btn btn-sm btn-outline-secondary${option === mode ? ' active' : ''}`}
          aria-pressed={option === mode}
          onClick={() => onChange(option)}
        >
          {t(`view.${option}`)}
        </button>
      ))}
    </div>
  );
}
