import { useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { BulkMoveBar } from '@/kaizens/move/bulk-move-bar';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { paths } from '@/config/paths';
import { useSelection, type Selection } from '@/hooks/use-selection';
import { useShortcuts } from '@/hooks/use-shortcuts';
import { undoPending, useUndoableScope } from '@/hooks/use-undoable';
import { focusElement } from '@/lib/focus';
import { canMoveKaizens } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { announce } from '@/kaizens/review/decision-store';
import { ReviewQueueList } from './review-queue-list';
import { ShortcutsHelp } from './shortcuts-help';
import { TriageAnnouncer } from './triage-announcer';
import { useReviewQueue } from '@/kaizens/review/use-review-queue';

const PAGE_SIZE = 20;
const ROW_LINK = '.review-queue__link';

/** Moves the focus `step` rows through the queue's links (j/k): from none, to the first. */
function focusRow(step: 1 | -1): void {
  const links = [...document.querySelectorAll<HTMLElement>(ROW_LINK)];
  const at = links.findIndex((link) => link === document.activeElement);
  const target = at === -1 ? links[0] : links[Math.min(links.length - 1, Math.max(0, at + step))];
  focusElement(target);
}

/**
 * /review: every kaizen awaiting this user's decision in the active team, oldest first, paged
 * here (the team's list is one call). Each opens the triage: the detail with its place in the
 * queue and its keys.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation(['kaizen.new', 'base']);
  // A decision taken in the triage can still be undone here.
  useUndoableScope();
  const user = useSessionStore((state) => state.user);
  const team = user?.active_team ?? null;
  // The queue is the active team's: whoever may move kaizens may move any of them from here.
  const selection = useSelection<TeamKaizen>();
  const mayMove = canMoveKaizens(user);
  const heading = useRef<HTMLHeadingElement>(null);
  const { queue, query } = useReviewQueue();
  const [params, setParams] = useSearchParams();
  const [help, setHelp] = useState(false);
  const undo = () => {
    if (!undoPending()) announce(t('triage.nothing_to_undo'));
  };
  useShortcuts({
    j: () => focusRow(1),
    ArrowRight: () => focusRow(1),
    k: () => focusRow(-1),
    ArrowLeft: () => focusRow(-1),
    z: undo,
    u: undo,
    '?': () => setHelp(true),
  });
  const total = queue?.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Number(params.get('page')) || 1));

  return (
    <section aria-labelledby="review-title" className="review-queue">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <h1 id="review-title" ref={heading} tabIndex={-1} className="h3 mb-1">
          {t('review.title')}
        </h1>
        <Button variant="link" className="px-0" aria-keyshortcuts="?" onClick={() => setHelp(true)}>
          {t('shortcuts.open')}
        </Button>
      </div>
      {team ? (
        <p className="text-body-secondary">{t('review.intro', { team: team.name })}</p>
      ) : null}
      <QueryState data={queue} error={query.error} reload={() => void query.refetch()}>
        {(waiting) =>
          waiting.length === 0 ? (
            <EmptyState
              heading
              title={t('review.done_title')}
              hint={t('review.done_hint')}
              action={
                <Link className="btn btn-primary" to={paths.home}>
                  {t('review.back_home')}
                </Link>
              }
            />
          ) : (
            <ReviewQueuePageOf
              page={waiting.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              firstPosition={(page - 1) * PAGE_SIZE + 1}
              total={waiting.length}
              selection={mayMove ? selection : undefined}
            >
              <Pagination
                page={page - 1}
                size={PAGE_SIZE}
                total={waiting.length}
                label={t('review.pages')}
                onPageChange={(next) => setParams(next === 0 ? {} : { page: String(next + 1) })}
              />
            </ReviewQueuePageOf>
          )
        }
      </QueryState>
      {mayMove ? <BulkMoveBar selection={selection} focusAfter={heading} /> : null}
      <ShortcutsHelp show={help} onClose={() => setHelp(false)} />
      <TriageAnnouncer />
    </section>
  );
}

interface ReviewQueuePageOfProps {
  page: readonly TeamKaizen[];
  firstPosition: number;
  total: number;
  selection: Selection<TeamKaizen> | undefined;
  /** The pages' navigation, under the list. */
  children: ReactNode;
}

/** One page of a queue that is not empty: how many wait, "select all" and the rows. */
function ReviewQueuePageOf({
  page,
  firstPosition,
  total,
  selection,
  children,
}: ReviewQueuePageOfProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const chosen = page.filter((kaizen) => selection?.has(kaizen.id)).length;
  return (
    <>
      <p className="mb-2">{t('review.count', { count: total })}</p>
      {selection ? (
        <div className="mb-2">
          <SelectAllCheckbox
            chosen={chosen}
            of={page.length}
            label={t('base:bulk.select_page')}
            onChange={(on) => selection.setMany(page, on)}
            labelShown
          />
        </div>
      ) : null}
      <ReviewQueueList
        kaizens={page}
        firstPosition={firstPosition}
        total={total}
        selection={selection}
      />
      {children}
    </>
  );
}
