import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { BulkMoveBar } from '@/components/bulk-move-bar';
import { useSelection } from '@/hooks/use-selection';
import { useSessionStore } from '@/stores/session-store';
import { KaizenMoveList } from './move/kaizen-move-list';
import { SelectionDroppedAlert } from './move/selection-dropped-alert';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/**
 * Move several kaizens of the active team to another team (spec §4, §7). The list is the
 * team's own (GET /api/kaizen/by-team/{id}): exactly what a team leader may move. Choosing and
 * moving work as in the kaizen lists (the same checkboxes and bar, issue 27).
 */
export function MoveKaizensPage() {
  const { t } = useTranslation('kaizen.move');
  const activeTeam = useSessionStore((state) => state.user?.active_team ?? null);
  const teamId = activeTeam?.id ?? 0;
  const kaizens = useQuery({ ...kaizenQueries.byTeam(teamId), enabled: activeTeam !== null });
  useFirstLoadFailure(kaizens.error, kaizens.data);
  const selection = useSelection<Kaizen>({ keepAs: 'move-kaizens', available: kaizens.data });
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="move-title">
      <h1 id="move-title" ref={heading} tabIndex={-1} className="h3 mb-1">
        {t('heading')}
      </h1>
      <p className="text-body-secondary mb-1">{t('intro', { team: activeTeam?.name ?? '' })}</p>
      <p className="small text-body-secondary">{t('hint')}</p>
      <SelectionDroppedAlert count={selection.dropped} onDismiss={selection.dismissDropped} />
      <KaizenMoveList
        kaizens={kaizens.data}
        loading={kaizens.isPending}
        error={kaizens.error}
        onRetry={() => void kaizens.refetch()}
        selection={selection}
      />
      <BulkMoveBar selection={selection} focusAfter={heading} keepAs="move-kaizens" />
    </section>
  );
}
