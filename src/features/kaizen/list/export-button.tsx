import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import type { ExportProgress } from './use-csv-export';

interface ExportButtonProps {
  progress: ExportProgress | null;
  onStart: () => void;
  onCancel: () => void;
  disabled?: boolean;
}

/** 'Export CSV', or while exporting: how far it is and a way to stop. */
export function ExportButton({ progress, onStart, onCancel, disabled }: ExportButtonProps) {
  const { t } = useTranslation('kaizen.index');
  if (!progress) {
    return (
      <Button variant="outline-primary" size="sm" onClick={onStart} disabled={disabled}>
        {t('export.button')}
      </Button>
    );
  }
  const label = t('export.progress', { fetched: progress.fetched, expected: progress.expected });
  const percent = progress.expected > 0 ? (100 * progress.fetched) / progress.expected : 0;
  return (
    <div className="d-flex align-items-center gap-2">
      {/* Bootstrap 5.3 puts the progressbar role on the track, so it can carry the name. */}
      <div
        className="progress"
        style={{ width: '8rem' }}
        role="progressbar"
        aria-label={t('export.progress_label')}
        aria-valuemin={0}
        aria-valuemax={progress.expected}
        aria-valuenow={progress.fetched}
        aria-valuetext={label}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="small text-nowrap" role="status">
        {label}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={onCancel}>
        {t('export.cancel')}
      </Button>
    </div>
  );
}
