import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { kaizenQueries } from '@/api/kaizen-queries';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { usePainted } from '@/hooks/use-painted';
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
 *
 * The answer comes a while after the typing, so its line is kept from the start and the list
 * opens only on a tap of the count: nothing under the title ("Meer details", "Indienen") moves
 * under a finger on its way there.
 */
export function SimilarKaizens(props: SimilarKaizensProps) {
  // Until the form's first frame is painted, the empty line alone: the tap on "Nieuwe kaizen"
  // draws the form, not the two list queries of the lookup.
  const painted = usePainted();
  if (painted) return <SimilarLookup {...props} />;
  return (
    <div className="similar-kaizens">
      <p role="status" className="similar-kaizens__line" />
    </div>
  );
}

function SimilarLookup({ title, teamId, userId }: SimilarKaizensProps) {
  const { t } = useTranslation('kaizen.new');
  const id = useId();
  const found = useSimilar(title, teamId, userId);
  const [open, setOpen] = useState(false);
  // A list gone (a title like nothing) starts closed when matches come back.
  if (open && found.length === 0) setOpen(false);

  return (
    <div className="similar-kaizens">
      {/* Only the count is live: a screen reader hears it once when it changes, not the list
          again after every pause in typing. */}
      <p role="status" className="similar-kaizens__line">
        {found.length > 0 ? (
          <button
            type="button"
            id={`${id}-count`}
            className="btn btn-link similar-kaizens__toggle"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            onClick={() => setOpen(!open)}
          >
            {t('similar.count', { count: found.length })}
          </button>
        ) : null}
      </p>
      {open ? <SimilarList id={id} found={found} teamId={teamId} /> : null}
    </div>
  );
}

/** The kaizens like `title`, once a word is typed. */
function useSimilar(title: string, teamId: number | null, userId: number): Candidate[] {
  const settled = useDebounced(title);
  const words = useMemo(() => queryWords(settled), [settled]);
  const asking = words.length > 0;
  const team = useQuery({
    ...teamKaizens(teamId ?? 0),
    enabled: asking && teamId !== null,
  });
  const shared = useQuery({ ...kaizenQueries.shared(), enabled: asking });
  // Not before a word is typed: an empty form would prepare every kaizen of the cached lists.
  const lists = useMemo(
    () =>
      asking ? searchable(visibleTo(userId, [...(team.data ?? []), ...(shared.data ?? [])])) : [],
    [asking, team.data, shared.data, userId],
  );
  return useMemo(() => similarKaizens(words, lists), [words, lists]);
}

interface SimilarListProps {
  /** The count's id stem: the list is named by the count's button. */
  id: string;
  found: readonly Candidate[];
  teamId: number | null;
}

function SimilarList({ id, found, teamId }: SimilarListProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  return (
    <ul
      id={`${id}-list`}
      aria-labelledby={`${id}-count`}
      className="similar-kaizens__box list-unstyled small"
    >
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
