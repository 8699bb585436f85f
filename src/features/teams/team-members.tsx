import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { fetchTeamMembers } from '@/api/teams';
import { useApiQuery } from '@/hooks/use-api-query';
import { failureMessage } from '@/lib/failure-message';

/** The members of one team, fetched when the list is opened. */
export function TeamMembers({ teamId, id }: { teamId: number; id: string }) {
  const { t } = useTranslation('team.index');
  const { data, error, reload } = useApiQuery(['team-members', teamId], () =>
    fetchTeamMembers(teamId),
  );
  if (error) {
    return (
      <div id={id} role="alert" className="mt-2">
        <p className="text-danger mb-1">{failureMessage(error)}</p>
        <Button size="sm" variant="outline-primary" onClick={reload}>
          {t('base:common.retry')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <p id={id} className="text-body-secondary mt-2 mb-0" role="status">
        {t('base:common.loading')}
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <p id={id} className="text-body-secondary mt-2 mb-0">
        {t('members.empty')}
      </p>
    );
  }
  return (
    <ul id={id} className="list-unstyled mt-2 mb-0 d-flex flex-wrap gap-3">
      {data.map((member) => (
        <li key={member.id} className="d-flex align-items-center gap-2">
          <img src={member.picture_src} alt="" width={28} height={28} className="rounded-circle" />
          <span>{member.name}</span>
        </li>
      ))}
    </ul>
  );
}
