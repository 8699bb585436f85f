import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { LineIcon } from '@/components/line-icon';
import { MARK_TOOLS, type MarkTool } from './photo-marks';

interface PhotoMarkerToolsProps {
  tool: MarkTool;
  canUndo: boolean;
  onTool: (tool: MarkTool) => void;
  onUndo: () => void;
}

/** The marker's shapes (one pressed at a time) and its undo. */
export function PhotoMarkerTools({ tool, canUndo, onTool, onUndo }: PhotoMarkerToolsProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  return (
    <div className="photo-marker__tools">
      <div role="group" aria-label={t('photo.marker.shape')} className="btn-group">
        {MARK_TOOLS.map((shape) => (
          <Button
            key={shape}
            variant="outline-primary"
            aria-pressed={shape === tool}
            className={shape === tool ? 'active' : undefined}
            onClick={() => onTool(shape)}
          >
            <LineIcon path={ICONS[shape]} />
            <span>{t(`photo.marker.tool.${shape}`)}</span>
          </Button>
        ))}
      </div>
      <Button variant="outline-secondary" disabled={!canUndo} onClick={onUndo}>
        <LineIcon path={UNDO} />
        {/* On a phone the icon alone, so that the shapes and undo share one row. */}
        <span className="photo-marker__undo-text">{t('base:common.undo')}</span>
      </Button>
    </div>
  );
}

const ICONS: Record<MarkTool, string> = {
  circle: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  arrow: 'M5 19L19 5M11 5h8v8',
  line: 'M5 19L19 5',
};
const UNDO = 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-4';
