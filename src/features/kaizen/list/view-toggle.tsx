import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './use-view-mode';

/** Two radio buttons: the list as a table or as cards. */
export function ViewToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (m: ViewMode) => void;
}) {
  const { t } = useTranslation('kaizen.index');
  return (
    <ToggleButtonGroup
      type="radio"
      name="kaizen-list-view"
      value={mode}
      onChange={onChange}
      role="radiogroup"
      aria-label={t('view.label')}
    >
      <ToggleButton id="kaizen-list-view-table" value="table" variant="outline-secondary" size="sm">
        {t('view.table')}
      </ToggleButton>
      <ToggleButton id="kaizen-list-view-cards" value="cards" variant="outline-secondary" size="sm">
        {t('view.cards')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
