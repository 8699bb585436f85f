import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { kaizenQueries, storeChangedKaizen } from '@/api/kaizen-queries';
import { focusIfLost, pageHeading } from '@/lib/focus';
import { useSessionStore } from '@/stores/session-store';
import { KaizenForm } from '../form/kaizen-form';
import { KaizenDetail } from './kaizen-detail';
import { canEditKaizen } from './kaizen-rights';
import { LoadError } from '@/components/load-error';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';
import { usePageTitle } from '@/hooks/use-page-title';
import { TriageNav } from '../review/triage-nav';
import { useTriage } from '../review/use-triage';
import '@/styles/kaizen-work.scss';

/**
 * /kaizen/:id and /my-kaizen/:id: the detail, or with `?edit=1` the form in its place. A
 * kaizen the server does not give (404, 403) or could not give (5xx) goes to the route's
 * error page; without an answer (offline, a timeout) the page says so itself.
 */
export function ExistingKaizen({ id }: { id: number }) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const user = useSessionStore((state) => state.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const { data: kaizen, error, refetch } = useQuery(kaizenQueries.detail(id));
  // Opened from the review queue: its place, previous/next and keys, and on to the next after a
  // decision. In the address, so a reload stays in the triage.
  const triage = useTriage(kaizen, search.get('queue') === 'review');
  // The tab names the kaizen on screen while deciding one after the other.
  usePageTitle(triage && kaizen ? kaizen.title : null);
  const editing = Boolean(
    user && kaizen && search.get('edit') === '1' && canEditKaizen(user, kaizen),
  );
  // Form and detail swap on the same address, so the route's own focus move does not run: the
  // focus lost with the edit link or the form's buttons goes to the new heading.
  const shownAs = useRef<boolean | null>(null);
  useEffect(() => {
    if (!kaizen) return;
    if (shownAs.current !== null && shownAs.current !== editing) focusIfLost(pageHeading());
    shownAs.current = editing;
  }, [kaizen, editing]);

  useFirstLoadFailure(error, kaizen);
  // The route's error page shows these (spec §2); an expired session goes to login instead.
  if (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !error.isSessionExpired
  ) {
    throw error;
  }
  if (error) {
    // A page of its own still: its heading says what could not be shown.
    return (
      <section aria-labelledby="kaizen-load-error-title">
        <h1 id="kaizen-load-error-title" className="h3 mb-3">
          {t('detail.load_failed_title')}
        </h1>
        <LoadError error={error} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!kaizen) {
    return (
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('base:common.loading')}
      </div>
    );
  }
  // The form has put the saved kaizen into the cache already.
  const detail = () => void navigate(pathname);
  if (user && editing) {
    return <KaizenForm user={user} kaizen={kaizen} onSaved={detail} cancelTo={pathname} />;
  }
  return (
    <KaizenDetail
      kaizen={kaizen}
      user={user}
      onChanged={(changed) => void storeChangedKaizen(client, changed)}
      triage={triage ? { nav: <TriageNav triage={triage} />, onDecided: triage.moveOn } : undefined}
    />
  );
}
