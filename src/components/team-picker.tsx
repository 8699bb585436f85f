import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Ref } from '@/api/schemas/common';

interface TeamPickerProps {
  id: string;
  /** Undefined while the teams load. */
  teams: readonly Ref[] | undefined;
  onPick: (team: Ref) => void;
  /** Escape: the opener takes the focus back. */
  onClose: () => void;
}

const matches = (team: Ref, filter: string) =>
  team.name.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase());

/**
 * A searchable team list (WAI-ARIA combobox with a listbox): typing filters, the arrow keys
 * move through what is left, Enter or a click picks, Escape closes. The focus stays in the
 * field; the active option is pointed at with aria-activedescendant.
 */
export function TeamPicker({ id, teams, onPick, onClose }: TeamPickerProps) {
  const { t } = useTranslation('base');
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const shown = (teams ?? []).filter((team) => matches(team, filter));
  const current = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    // jsdom has no scrolling; a browser keeps the active option in the list's view.
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const step: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in step && shown.length > 0) {
      event.preventDefault();
      setActive(step[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown[current]) onPick(shown[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // The bar is not a dialog: Escape closes the list, not anything round it.
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div id={id} className="team-picker">
      <label htmlFor={inputId} className="form-label fw-semibold mb-1">
        {t('bulk.picker.label')}
      </label>
      <input
        id={inputId}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        aria-describedby={hintId}
        placeholder={t('bulk.picker.filter')}
        value={filter}
        // Opened on purpose to type in: the focus belongs here.
        autoFocus
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="visually-hidden">
        {t('bulk.picker.hint')}
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('bulk.picker.teams')}
        className="team-picker__list"
      >
        {shown.map((team, index) => (
          <li
            key={team.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="team-picker__option"
            // Not focusable (the field keeps the focus); a pointer picks with a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(team)}
          >
            {team.name}
          </li>
        ))}
      </ul>
      {teams === undefined ? (
        <p className="small text-body-secondary mb-0">{t('bulk.picker.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="small text-body-secondary mb-0" role="status">
          {t('bulk.picker.none')}
        </p>
      ) : null}
    </div>
  );
}
