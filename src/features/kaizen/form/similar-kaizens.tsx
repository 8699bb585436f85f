import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { kaizenQueries } from '@/api/kaizen-queries';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { teamKaizens } from '@/kaizens/team-list';
import { queryWords, searchable, similarKaizens, type Candidate } from './similar-match';

/** Test seam: the pause in typing before the title is compared. */
export const similarTiming = { delayMs: 300 };

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), similarTiming.delayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface SimilarKaizensProps {
  title: string;
  teamId: number | null;
  userId: number;
}

/**
 * Kaizens like the one being typed, under its title: from the team's list and the
 * shared list, the calls the dashboard and the shared page make (no search API), fetched once
 * a word is typed and then read from the cache. Each opens in a new tab: the form, photos
 * included, stays as it is.
 */
export function SimilarKaizens({ title, teamId, userId }: SimilarKaizensProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const settled = useDebounced(title);
  const words = useMemo(() => queryWords(settled), [settled]);
  const asking = words.length > 0;
  const team = useQuery({
    ...teamKaizens(teamId ?? 0),
    enabled: asking && teamId !== null,
  });
  const shared = useQuery({ ...kaizenQueries.shared(), enabled: asking });
  // Not before a word is typed: the team's list may already be cached, and an empty form would
  // prepare every kaizen of it as it opens.
  const lists = useMemo(
    () =>
      asking ? searchable(visibleTo(userId, [...(team.data ?? []), ...(shared.data ?? [])])) : [],
    [asking, team.data, shared.data, userId],
  );
  const found = useMemo(() => similarKaizens(words, lists), [words, lists]);

  return (
    <div className="similar-kaizens">
      {/* Only the count is live: a screen reader hears it once when it changes, not the list
          again after every pause in typing. */}
      <p
        id={`${id}-label`}
        role="status"
        className={found.length > 0 ? 'similar-kaizens__count' : 'visually-hidden'}
      >
        {found.length > 0 ? t('similar.count', { count: found.length }) : ''}
      </p>
      {found.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="similar-kaizens__box list-unstyled small">
          {found.map((kaizen) => (
            <li key={kaizen.id} className="similar-kaizens__item">
              <Link
                to={paths.kaizenEdit(kaizen.id)}
                target="_blank"
                rel="noopener"
                className="similar-kaizens__link"
              >
                {kaizen.title} <span className="visually-hidden">{t('similar.new_tab')}</span>
              </Link>
              <span className="similar-kaizens__meta text-body-secondary">
                {t(`base:kaizen_status.${kaizen.status}`)}
                {kaizen.team.id === teamId ? null : ` · ${kaizen.team.name}`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One of each (a shared kaizen of the own team is in both lists); no one else's draft. */
function visibleTo(userId: number, kaizens: readonly Candidate[]): Candidate[] {
  const seen = new Set<number>();
  return kaizens.filter((kaizen) => {
    if (seen.has(kaizen.id)) return false;
    seen.add(kaizen.id);
    return kaizen.status !== 'draft' || kaizen.author.id === userId;
  });
}
