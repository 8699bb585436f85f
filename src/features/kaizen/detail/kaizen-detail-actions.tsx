import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { teamSelectPath } from '@/config/paths';
import { focusableDisabled } from '@/lib/focusable-disabled';
import { pendingUndoables, usePendingUndoables } from '@/hooks/use-undoable';
import { useSettled } from '@/hooks/use-settled';
import { useShortcuts } from '@/hooks/use-shortcuts';
import {
  announce,
  failureHandlers,
  pendingOf,
  useDecisionStore,
  type DecisionName,
} from '@/kaizens/review/decision-store';
import { decisionTexts, useDecide } from '../decision/use-decide';
import { DeclineDialog } from './decline-dialog';
import {
  awaitsOtherReviewer,
  canDecide,
  canEditKaizen,
  canShare,
  canSubmit,
} from './kaizen-rights';
import { KaizenSubmit } from './kaizen-submit';

interface KaizenDetailActionsProps {
  kaizen: Kaizen;
  user: CurrentUser | null;
  /** The kaizen as an action left it (an unreadable answer refetches it: src/lib/query-client.ts). */
  onChanged: (changed: Kaizen) => void;
  /** A decision was taken (it waits behind its undo toast): the triage moves on. */
  onDecided?: (name: DecisionName) => void;
  /** The triage's keys: a approve, d decline, s approve and share. */
  shortcuts?: boolean;
}

/** What the viewer may do with the kaizen: submit, edit, decide, share, print, choose a team. */
export function KaizenDetailActions({
  kaizen,
  user,
  onChanged,
  onDecided,
  shortcuts = false,
}: KaizenDetailActionsProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [declining, setDeclining] = useState(false);
  // Mounted from its first opening on (and kept, for its closing animation and kept reason):
  // most kaizens are decided without it, and the triage draws one kaizen after another.
  const [declineOpened, setDeclineOpened] = useState(false);
  if (declining && !declineOpened) setDeclineOpened(true);
  const [declineFailure, setDeclineFailure] = useState<unknown>(null);
  const decide = useDecide();
  // While this kaizen is on screen, a refused decline comes back to its dialog, where the reason
  // is still as it was typed; once the triage moved on, its toast offers a retry instead.
  useEffect(() => {
    failureHandlers.set(kaizen.id, (error) => {
      setDeclineFailure(error);
      setDeclining(true);
    });
    return () => void failureHandlers.delete(kaizen.id);
  }, [kaizen.id]);
  const approveButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const approveShareButton = useRef<HTMLButtonElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const buttons: Record<DecisionName, typeof approveButton> = {
    approve: approveButton,
    decline: declineButton,
    'approve-share': approveShareButton,
    share: shareButton,
    unshare: shareButton,
  };
  // Waiting behind its undo toast, or on its way to the server: either way it shows.
  const busyWith = (pending: readonly string[], sending: DecisionName | undefined) =>
    pendingOf(pending, kaizen.id) ?? sending ?? null;
  const busy = busyWith(
    usePendingUndoables(),
    useDecisionStore((state) => state.sending[kaizen.id]),
  );
  const run = (name: DecisionName, reason?: string) => {
    // Read now, not from the render: the screens learn of a decision a frame later, and a
    // second key or click in between must not decide twice.
    const sendingNow = useDecisionStore.getState().sending[kaizen.id];
    if (busyWith(pendingUndoables(), sendingNow) !== null) return;
    decide(kaizen, name, { reason, returnFocus: () => buttons[name].current });
    // Said once: the triage names the next kaizen too; the snackbar itself is not read out.
    if (onDecided) onDecided(name);
    else announce(t(`triage.announce_${name.replace('-', '_')}`, { title: kaizen.title }));
  };
  const decidable = canDecide(user, kaizen);
  const shareable = canShare(user, kaizen);
  const openDecline = () => {
    setDeclineFailure(null);
    setDeclining(true);
  };
  // A key acts only on a kaizen that has been on screen a moment: one pressed as it appeared
  // was meant for the one before.
  const settled = useSettled(kaizen.id);
  useShortcuts(
    busy !== null
      ? {}
      : {
          a: decidable
            ? () => {
                if (settled()) run('approve');
              }
            : undefined,
          d: decidable
            ? () => {
                if (settled()) openDecline();
              }
            : undefined,
          s:
            decidable || (shareable && !kaizen.shared)
              ? () => {
                  if (settled()) run(decidable ? 'approve-share' : 'share');
                }
              : undefined,
        },
    shortcuts,
  );
  const label = (name: DecisionName, idle: string) =>
    busy === name ? t(decisionTexts[name].busy) : idle;

  return (
    <div
      className="kaizen-detail__actions d-flex flex-wrap gap-2 mb-4 d-print-none"
      role="group"
      aria-label={t('detail.actions')}
    >
      {canSubmit(user, kaizen) ? <KaizenSubmit kaizen={kaizen} onChanged={onChanged} /> : null}
      {canEditKaizen(user, kaizen) ? (
        <Link
          to={{ search: '?edit=1' }}
          className={`btn ${canSubmit(user, kaizen) ? 'btn-outline-primary' : 'btn-primary'}`}
        >
          {t('base:common.edit')}
        </Link>
      ) : null}
      {decidable ? (
        <>
          <Button
            variant="success"
            ref={approveButton}
            {...focusableDisabled(busy !== null)}
            aria-busy={busy === 'approve'}
            aria-keyshortcuts={shortcuts ? 'a' : undefined}
            onClick={() => run('approve')}
          >
            {label('approve', t('detail.approve'))}
          </Button>
          <Button
            variant="outline-success"
            ref={approveShareButton}
            {...focusableDisabled(busy !== null)}
            aria-busy={busy === 'approve-share'}
            aria-keyshortcuts={shortcuts ? 's' : undefined}
            onClick={() => run('approve-share')}
          >
            {label('approve-share', t('detail.approve_share'))}
          </Button>
          <Button
            variant="outline-danger"
            ref={declineButton}
            {...focusableDisabled(busy !== null)}
            aria-busy={busy === 'decline'}
            aria-keyshortcuts={shortcuts ? 'd' : undefined}
            onClick={openDecline}
          >
            {label('decline', t('detail.decline'))}
          </Button>
        </>
      ) : null}
      {awaitsOtherReviewer(user, kaizen) ? (
        <p className="text-body-secondary small align-self-center mb-0">{t('detail.own_kaizen')}</p>
      ) : null}
      {shareable ? (
        <Button
          variant="outline-primary"
          ref={shareButton}
          {...focusableDisabled(busy !== null)}
          aria-busy={busy === 'share' || busy === 'unshare'}
          onClick={() => run(kaizen.shared ? 'unshare' : 'share')}
        >
          {busy === 'share' || busy === 'unshare'
            ? t('detail.sharing')
            : kaizen.shared
              ? t('detail.unshare')
              : t('detail.share')}
        </Button>
      ) : null}
      {kaizen.status === 'approved' ? (
        <Link to={teamSelectPath({ kaizen: kaizen.id })} className="btn btn-outline-secondary">
          {t('detail.switch_team')}
        </Link>
      ) : null}
      <Button
        variant="outline-secondary"
        className="kaizen-detail__print"
        onClick={() => window.print()}
      >
        {t('detail.print')}
      </Button>
      {declineOpened ? (
        <DeclineDialog
          kaizen={kaizen}
          show={declining}
          failure={declineFailure}
          onClose={() => setDeclining(false)}
          onConfirm={(reason) => {
            setDeclining(false);
            run('decline', reason);
          }}
        />
      ) : null}
    </div>
  );
}
