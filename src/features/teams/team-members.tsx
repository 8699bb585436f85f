import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { teamQueries } from '@/api/team-queries';
import { LoadError } from '@/components/load-error';

/** The members of one team, fetched when the list is opened. */
export function TeamMembers({ teamId, id }: { teamId: number; id: string }) {
  const { t } = useTranslation('team.index');
  const { data, error, refetch } = useQuery(teamQueries.members(teamId));
  if (error) {
    return (
      <div id={id} className="mt-2">
        <LoadError error={error} onRetry={() => void refetch()} />
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
