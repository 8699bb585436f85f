import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TFunction } from 'i18next';
import { preparePageOutliving, type SendOptions } from '@/api/http';
import { approveKaizen, declineKaizen, shareKaizen } from '@/api/kaizens';
import { storeChangedKaizen } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { notifyApiError } from '@/components/notify-api-error';
import { savedAnyway } from '@/components/saved-anyway';
import { dismissToast, notify } from '@/components/toasts';
import { scheduleUndoable, type SentReport } from '@/hooks/use-undoable';
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
function stepsOf(
  kaizen: Kaizen,
  name: DecisionName,
  reason: string,
  options: SendOptions,
): (() => Promise<Kaizen>)[] {
  switch (name) {
    case 'approve':
      return [() => approveKaizen(kaizen.id, options)];
    case 'decline':
      return [() => declineKaizen(kaizen.id, reason, options)];
    case 'share':
      return [() => shareKaizen(kaizen.id, true, options)];
    case 'unshare':
      return [() => shareKaizen(kaizen.id, false, options)];
    case 'approve-share':
      return [() => approveKaizen(kaizen.id, options), () => shareKaizen(kaizen.id, true, options)];
  }
}

interface Job {
  kaizen: Kaizen;
  name: DecisionName;
  reason: string;
  client: QueryClient;
  t: TFunction<['kaizen.new', 'base']>;
}

/** A retry's own toast, which becomes its result. */
function toastReport(toastId: string, header: string): SentReport {
  return {
    done: (content) => void notify({ id: toastId, header, content }),
    clear: () => dismissToast(toastId),
  };
}

/**
 * Sends the decision's calls from step `from` on; `report` says it is done (in the snackbar, if
 * that still shows it). What failed gets a toast of its own, by the kaizen's name, with a retry.
 */
async function send(job: Job, from: number, report: SentReport): Promise<void> {
  const { kaizen, name, client, t } = job;
  const steps = stepsOf(kaizen, name, job.reason, {});
  // The failure's toast closes with its button: the retry shows (and ends in) a toast of its own.
  const retryFrom = (step: number) => () => {
    const again = notify({
      header: kaizen.title,
      content: t(decisionTexts[name].busy),
      variant: 'info',
      dismissTimer: 0,
      dismissible: false,
    });
    void send(job, step, toastReport(again, kaizen.title));
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
    if (unreadable) return void report.clear();
    report.done(t(decisionTexts[name].done));
  } catch (error) {
    report.clear();
    // A refused decline goes back to its dialog while its kaizen is on screen (the reason is there).
    const handleInPlace = name === 'decline' ? failureHandlers.get(kaizen.id) : undefined;
    if (step > 0) {
      // Approved, but not shared: said by name, and the retry sends the share alone.
      notify({
        header: t('detail.share_failed_header', { title: kaizen.title }),
        content: `${t('detail.share_failed')} ${failureMessage(error)}`,
        variant: 'danger',
        dismissTimer: 0,
        action: { label: t('base:common.retry'), onClick: retryFrom(step) },
      });
    } else if (handleInPlace) {
      handleInPlace(error);
    } else {
      notifyApiError(error, { about: kaizen.title, retry: retryFrom(0) });
    }
  } finally {
    setSending(kaizen.id, null);
  }
}

/**
 * The page is being left: every call goes at once, made to outlive the page, and no answer is
 * waited for. Approve-and-share's share cannot wait for the approval's answer then; sent right
 * behind it, it is taken once the approval is in, and refused (changing nothing) otherwise.
 */
function sendAsPageGoes({ kaizen, name, reason }: Job): void {
  for (const step of stepsOf(kaizen, name, reason, { outlivesPage: true })) {
    step().catch(() => undefined);
  }
}

interface DecideOptions {
  reason?: string;
  /** Where focus goes when the decision is undone: the button it was taken with. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * Takes a decision on a kaizen: it waits behind the undo snackbar naming the kaizen, which
 * then says it is done. It outlives the screen (useUndoableScope).
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
      const job: Job = { kaizen, name, reason, client, t };
      // Ready before the page could be left within the undo window (sendAsPageGoes).
      void preparePageOutliving().catch(() => undefined);
      scheduleUndoable({
        key: pendingKey(kaizen.id, name),
        header: kaizen.title,
        content: t(decisionTexts[name].pending),
        sending: t(decisionTexts[name].busy),
        undo: t('base:common.undo'),
        send: (report, leaving) => (leaving ? sendAsPageGoes(job) : void send(job, 0, report)),
        returnFocus,
        onUndo: () => announce(t('triage.undone', { title: kaizen.title })),
      });
    },
    [client, t],
  );
}
