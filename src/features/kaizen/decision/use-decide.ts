import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { approveKaizen, declineKaizen, shareKaizen } from '@/api/kaizens';
import { storeChangedKaizen } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { notifyApiError } from '@/components/notify-api-error';
import { savedAnyway } from '@/components/saved-anyway';
import { dismissToast, notify } from '@/components/toasts';
import { scheduleUndoable } from '@/hooks/use-undoable';
import { failureMessage } from '@/lib/failure-message';
import {
  announce,
  failureHandlers,
  markDecided,
  pendingKey,
  setSending,
  type DecisionName,
} from '@/kaizens/review/decision-store';

/** Each decision's texts (language file kaizen.new): waiting, on its way, done. */
export const decisionTexts: Record<DecisionName, { pending: string; busy: string; done: string }> =
  {
    approve: {
      pending: 'detail.approve_pending',
      busy: 'detail.approving',
      done: 'detail.approved',
    },
    decline: {
      pending: 'detail.decline_pending',
      busy: 'detail.declining',
      done: 'detail.declined',
    },
    share: { pending: 'detail.share_pending', busy: 'detail.sharing', done: 'detail.shared' },
    unshare: {
      pending: 'detail.unshare_pending',
      busy: 'detail.sharing',
      done: 'detail.unshared',
    },
    'approve-share': {
      pending: 'detail.approve_share_pending',
      busy: 'detail.approving',
      done: 'detail.approved_shared',
    },
  };

/** The calls of a decision, sent one after the other: approve-and-share is two. */
function stepsOf(kaizen: Kaizen, name: DecisionName, reason: string): (() => Promise<Kaizen>)[] {
  switch (name) {
    case 'approve':
      return [() => approveKaizen(kaizen.id)];
    case 'decline':
      return [() => declineKaizen(kaizen.id, reason)];
    case 'share':
      return [() => shareKaizen(kaizen.id, true)];
    case 'unshare':
      return [() => shareKaizen(kaizen.id, false)];
    case 'approve-share':
      return [() => approveKaizen(kaizen.id), () => shareKaizen(kaizen.id, true)];
  }
}

interface Job {
  kaizen: Kaizen;
  name: DecisionName;
  steps: (() => Promise<Kaizen>)[];
  client: QueryClient;
  t: TFunction<['kaizen.new', 'base']>;
}

/**
 * Sends the decision's calls from step `from` on; the toast that waited for it (`toastId`)
 * becomes its result: done, or what failed, by the kaizen's name, with a retry.
 */
async function send(job: Job, from: number, toastId: string): Promise<void> {
  const { kaizen, name, steps, client, t } = job;
  // The failure's toast closes with its button: the retry shows (and ends in) a toast of its own.
  const retryFrom = (step: number) => () => {
    const again = notify({
      header: kaizen.title,
      content: t(decisionTexts[name].busy),
      variant: 'info',
      dismissTimer: 0,
      dismissible: false,
    });
    void send(job, step, again);
  };
  setSending(kaizen.id, name);
  let step = from;
  let unreadable = false;
  try {
    for (; step < steps.length; step += 1) {
      // Done, but its answer was unreadable: never sent twice (the kaizen is fetched again),
      // and said so in a toast of its own; a share after it still goes.
      const answered = await steps[step]().catch((error: unknown) => {
        if (savedAnyway(error)) return null;
        throw error;
      });
      unreadable = answered === null;
      if (answered) void storeChangedKaizen(client, answered);
      // Either way it is decided: out of the queue until the team's list is read again.
      if (name !== 'share' && name !== 'unshare') markDecided(kaizen.id);
    }
    if (unreadable) return void dismissToast(toastId);
    notify({ id: toastId, header: kaizen.title, content: t(decisionTexts[name].done) });
  } catch (error) {
    // A refused decline goes back to its dialog while its kaizen is on screen (the reason is there).
    const handleInPlace = name === 'decline' ? failureHandlers.get(kaizen.id) : undefined;
    if (step > 0) {
      // Approved, but not shared: said by name, and the retry sends the share alone.
      notify({
        id: toastId,
        header: t('detail.share_failed_header', { title: kaizen.title }),
        content: `${t('detail.share_failed')} ${failureMessage(error)}`,
        variant: 'danger',
        dismissTimer: 0,
        action: { label: t('base:common.retry'), onClick: retryFrom(step) },
      });
    } else if (handleInPlace) {
      dismissToast(toastId);
      handleInPlace(error);
    } else {
      notifyApiError(error, { id: toastId, about: kaizen.title, retry: retryFrom(0) });
    }
  } finally {
    setSending(kaizen.id, null);
  }
}

interface DecideOptions {
  reason?: string;
  /** Where focus goes when the decision is undone: the button it was taken with. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * Takes a decision on a kaizen: it waits behind one toast naming the kaizen, with "undo", and
 * that toast becomes the result. It outlives the screen (useUndoableScope).
 *
 * @example
 * const decide = useDecide();
 * decide(kaizen, 'approve-share', { returnFocus: () => button.current });
 */
export function useDecide() {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const client = useQueryClient();
  return useCallback(
    (kaizen: Kaizen, name: DecisionName, { reason = '', returnFocus }: DecideOptions = {}) => {
      const job: Job = { kaizen, name, steps: stepsOf(kaizen, name, reason), client, t };
      scheduleUndoable({
        key: pendingKey(kaizen.id, name),
        header: kaizen.title,
        content: t(decisionTexts[name].pending),
        sending: t(decisionTexts[name].busy),
        undo: t('base:common.undo'),
        send: (toastId) => void send(job, 0, toastId),
        returnFocus,
        onUndo: () => announce(t('triage.undone', { title: kaizen.title })),
      });
    },
    [client, t],
  );
}
