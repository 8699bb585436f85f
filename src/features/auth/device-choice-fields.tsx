import { useTranslation } from 'react-i18next';
import { DEFAULT_IDLE_MINUTES, IDLE_MINUTES } from '@/lib/shared-device';
import type { DeviceChoice } from './sign-in-steps';

interface DeviceChoiceFieldsProps {
  choice: DeviceChoice;
  onChange: (choice: DeviceChoice) => void;
}

/** How this sign-in uses the device: shared (an idle time) or personal ("Ingelogd blijven"). */
export function DeviceChoiceFields({ choice, onChange }: DeviceChoiceFieldsProps) {
  const { t } = useTranslation('auth.login');
  const shared = choice.kind === 'shared';
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
      <div className="form-check mb-3" hidden={shared}>
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
