import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { setTeamPrint } from '@/api/teams';
import { notifyApiError } from '@/components/notify-api-error';

interface TeamPrintSwitchProps {
  team: Team;
  onSaved: (team: Team) => void;
  /** Shown but not switchable by those who may not edit the team. */
  readOnly?: boolean;
}

/** Whether the team prints its kaizens; the switch shows the new state while it is saved. */
export function TeamPrintSwitch({ team, onSaved, readOnly = false }: TeamPrintSwitchProps) {
  const { t } = useTranslation('team.index');
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (enabled: boolean) => {
    setPending(enabled);
    try {
      onSaved(await setTeamPrint(team.id, enabled));
    } catch (error) {
      notifyApiError(error, { about: team.name, retry: () => void toggle(enabled) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Form.Check
      type="switch"
      role="switch"
      id={`team-print-${team.id}`}
      className="mb-0"
      checked={pending ?? team.print_enabled}
      disabled={readOnly || pending !== null}
      onChange={(event) => void toggle(event.target.checked)}
      label={
        <>
          {t('print.label')} <span className="visually-hidden">{team.name}</span>
        </>
      }
    />
  );
}
