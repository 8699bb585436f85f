import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { queryWords, searchable, similarKaizens } from './similar-match';

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
 * Kaizens like the one being typed, under its title (issue 26): from the team's list and the
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
    ...kaizenQueries.byTeam(teamId ?? 0),
    enabled: asking && teamId !== null,
  });
  const shared = useQuery({ ...kaizenQueries.shared(), enabled: asking });
  const lists = useMemo(
    () => searchable(visibleTo(userId, [...(team.data ?? []), ...(shared.data ?? [])])),
    [team.data, shared.data, userId],
  );
  const found = useMemo(() => similarKaizens(words, lists), [words, lists]);

  return (
    // Announced when it appears; silent while nothing is alike.
    <div aria-live="polite" className="similar-kaizens">
      {found.length > 0 ? (
        <div className="similar-kaizens__box mb-3">
          <p id={`${id}-label`} className="small fw-semibold mb-1">
            {t('similar.label')}
          </p>
          <ul aria-labelledby={`${id}-label`} className="list-unstyled small mb-0">
            {found.map((kaizen) => (
              <li key={kaizen.id} className="similar-kaizens__item">
                <Link to={paths.kaizenEdit(kaizen.id)} target="_blank" rel="noopener">
                  {kaizen.title} <span className="visually-hidden">{t('similar.new_tab')}</span>
                </Link>{' '}
                <span className="text-body-secondary">
                  · {t(`status.${kaizen.status}`)}
                  {kaizen.team.id === teamId ? null : ` · ${kaizen.team.name}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** One of each (a shared kaizen of the own team is in both lists); no one else's draft. */
function visibleTo(userId: number, kaizens: readonly Kaizen[]): Kaizen[] {
  const seen = new Set<number>();
  return kaizens.filter((kaizen) => {
    if (seen.has(kaizen.id)) return false;
    seen.add(kaizen.id);
    return kaizen.status !== 'draft' || kaizen.author.id === userId;
  });
}
