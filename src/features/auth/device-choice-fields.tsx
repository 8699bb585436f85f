import { useTranslation } from '@/i18n/use-translation';
import { DEFAULT_IDLE_MINUTES, IDLE_MINUTES } from '@/lib/shared-device';
import type { DeviceChoice } from './sign-in-steps';

interface DeviceChoiceFieldsProps {
  choice: DeviceChoice;
  onChange: (choice: DeviceChoice) => void;
}

/**
 * How this sign-in uses the device: shared (an idle time), a screen on the shop floor (boards
 * only) or personal ("Ingelogd blijven"). The first two exclude each other; neither is personal.
 */
export function DeviceChoiceFields({ choice, onChange }: DeviceChoiceFieldsProps) {
  const { t } = useTranslation('auth.login');
  const shared = choice.kind === 'shared';
  const board = choice.kind === 'board';
  return (
    <>
      <div className="form-check mb-2">
        <input
          id="login-shared-device"
          className="form-check-input"
          type="checkbox"
          name="shared_device"
          checked={shared}
          aria-describedby={shared ? 'login-shared-hint' : undefined}
          onChange={(event) =>
            onChange({
              ...choice,
              kind: event.target.checked ? 'shared' : 'personal',
              idleMinutes: DEFAULT_IDLE_MINUTES,
            })
          }
        />
        <label className="form-check-label" htmlFor="login-shared-device">
          {t('fields.shared_device')}
        </label>
      </div>
      {shared ? (
        <div className="mb-3">
          <label className="form-label" htmlFor="login-idle-minutes">
            {t('fields.idle_minutes')}
          </label>
          <select
            id="login-idle-minutes"
            className="form-select"
            name="idle_minutes"
            value={choice.idleMinutes}
            aria-describedby="login-shared-hint"
            onChange={(event) => onChange({ ...choice, idleMinutes: Number(event.target.value) })}
          >
            {IDLE_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('minutes', { count: minutes })}
              </option>
            ))}
          </select>
          <p id="login-shared-hint" className="form-text mb-0">
            {t('shared_device_hint')}
          </p>
        </div>
      ) : null}
      <div className="form-check mb-2">
        <input
          id="login-board-screen"
          className="form-check-input"
          type="checkbox"
          name="board_screen"
          checked={board}
          aria-describedby={board ? 'login-board-hint' : undefined}
          onChange={(event) =>
            onChange({ ...choice, kind: event.target.checked ? 'board' : 'personal' })
          }
        />
        <label className="form-check-label" htmlFor="login-board-screen">
          {t('fields.board_screen')}
        </label>
        {board ? (
          <p id="login-board-hint" className="form-text mb-0">
            {t('board_screen_hint')}
          </p>
        ) : null}
      </div>
      <div className="form-check mb-3" hidden={choice.kind !== 'personal'}>
        <input
          id="login-remember"
          className="form-check-input"
          type="checkbox"
          name="remember"
          checked={choice.remember}
          onChange={(event) => onChange({ ...choice, remember: event.target.checked })}
        />
        <label className="form-check-label" htmlFor="login-remember">
          {t('fields.remember')}
        </label>
      </div>
    </>
  );
}
