import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/link';
import { approveKaizen, declineKaizen, shareKaizen } from '@/api/kaizens';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { teamSelectPath } from '@/config/paths';
import { focusableDisabled } from '@/lib/focusable-disabled';
import { notifyApiError } from '@/components/notify-api-error';
import { savedAnyway } from '@/components/saved-anyway';
import { notify } from '@/components/toasts';
import { useUndoable } from '@/hooks/use-undoable';
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
}

interface Action {
  name: 'approve' | 'decline' | 'share';
  call: () => Promise<Kaizen>;
  done: string;
}

/** What the viewer may do with the kaizen: submit, edit, decide, share, print, choose a team. */
export function KaizenDetailActions({ kaizen, user, onChanged }: KaizenDetailActionsProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [declining, setDeclining] = useState(false);
  const [declineFailure, setDeclineFailure] = useState<unknown>(null);
  const action = useMutation({
    mutationFn: ({ call }: Action) => call(),
    onSuccess: (changed, { done }) => {
      notify({ header: t('detail.done_header'), content: t(done) });
      onChanged(changed);
    },
    onError: (error, variables) => {
      // Done, but its answer was unreadable: never sent twice (the kaizen is fetched again).
      if (savedAnyway(error)) return;
      if (variables.name !== 'decline') {
        const retry = () => action.mutate(variables);
        return void notifyApiError(error, { about: kaizen.title, retry });
      }
      // Back to the dialog, where the reason is still as it was typed.
      setDeclineFailure(error);
      setDeclining(true);
    },
  });
  const undoable = useUndoable<Action['name']>();
  const approveButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const buttons = { approve: approveButton, decline: declineButton, share: shareButton };
  // Waiting behind its undo toast, or on its way to the server: either way it shows.
  const busy = undoable.waiting ?? (action.isPending ? action.variables.name : null);
  const run = (name: Action['name'], call: Action['call'], done: string, waitText: string) =>
    undoable.schedule(name, () => action.mutate({ name, call, done }), {
      header: t('detail.pending_header'),
      content: t(waitText),
      undo: t('base:common.undo'),
      returnFocus: () => buttons[name].current,
    });

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
      {canDecide(user, kaizen) ? (
        <>
          <Button
            variant="success"
            ref={approveButton}
            {...focusableDisabled(busy !== null)}
            aria-busy={busy === 'approve'}
            onClick={() =>
              run(
                'approve',
                () => approveKaizen(kaizen.id),
                'detail.approved',
                'detail.approve_pending',
              )
            }
          >
            {busy === 'approve' ? t('detail.approving') : t('detail.approve')}
          </Button>
          <Button
            variant="outline-danger"
            ref={declineButton}
            {...focusableDisabled(busy !== null)}
            aria-busy={busy === 'decline'}
            onClick={() => {
              setDeclineFailure(null);
              setDeclining(true);
            }}
          >
            {busy === 'decline' ? t('detail.declining') : t('detail.decline')}
          </Button>
        </>
      ) : null}
      {awaitsOtherReviewer(user, kaizen) ? (
        <p className="text-body-secondary small align-self-center mb-0">{t('detail.own_kaizen')}</p>
      ) : null}
      {canShare(user, kaizen) ? (
        <Button
          variant="outline-primary"
          ref={shareButton}
          {...focusableDisabled(busy !== null)}
          aria-busy={busy === 'share'}
          onClick={() =>
            run(
              'share',
              () => shareKaizen(kaizen.id, !kaizen.shared),
              kaizen.shared ? 'detail.unshared' : 'detail.shared',
              kaizen.shared ? 'detail.unshare_pending' : 'detail.share_pending',
            )
          }
        >
          {busy === 'share'
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
      <Button variant="outline-secondary" onClick={() => window.print()}>
        {t('detail.print')}
      </Button>
      <DeclineDialog
        kaizen={kaizen}
        show={declining}
        failure={declineFailure}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => {
          setDeclining(false);
          run(
            'decline',
            () => declineKaizen(kaizen.id, reason),
            'detail.declined',
            'detail.decline_pending',
          );
        }}
      />
    </div>
  );
}
