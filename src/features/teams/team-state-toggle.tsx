import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from '@/i18n/use-translation';

interface TeamStateToggleProps {
  isDeleted: boolean;
  onChange: (isDeleted: boolean) => void;
}

/** Deleted or active teams: two radio buttons styled as one switch. */
export function TeamStateToggle({ isDeleted, onChange }: TeamStateToggleProps) {
  const { t } = useTranslation('team.management');
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">{t('filter.label')}</legend>
      <ToggleButtonGroup
        type="radio"
        name="team-state"
        value={isDeleted ? 'deleted' : 'active'}
        onChange={(value: string) => onChange(value === 'deleted')}
      >
        <ToggleButton id="team-state-deleted" value="deleted" variant="outline-secondary">
          {t('filter.deleted')}
        </ToggleButton>
        <ToggleButton id="team-state-active" value="active" variant="outline-secondary">
          {t('filter.active')}
        </ToggleButton>
      </ToggleButtonGroup>
    </fieldset>
  );
}
