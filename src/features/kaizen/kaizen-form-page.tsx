import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OutboxPanel } from '@/kaizens/unsent/outbox-panel';
import { focusIfLost, pageHeading } from '@/lib/focus';
import { useOutboxStore } from '@/kaizens/unsent/outbox-store';
import { useSessionStore } from '@/stores/session-store';
import { useUndoableScope } from '@/hooks/use-undoable';
import { ExistingKaizen } from './detail/existing-kaizen';
import { KaizenForm } from './form/kaizen-form';
import type { KaizenFormStart } from './form/kaizen-form-start';
import { KaizenSubmitted } from './form/kaizen-submitted';
import { ResubmitKaizen } from './form/resubmit-kaizen';
import { TeamFromAddressAlert } from './form/team-from-address-alert';
import { useTeamFromAddress } from './form/use-team-from-address';
import type { SavedKaizen } from './form/use-kaizen-form';
import { TriageAnnouncer } from './review/triage-announcer';

/** /kaizen: a new kaizen; /kaizen/:id and /my-kaizen/:id: an existing one (spec §2). */
export function KaizenFormPage() {
  const { id } = useParams();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation('kaizen.new');
  const teamFromAddress = useTeamFromAddress(id === undefined);
  // A decision waiting behind its undo toast stays while the user moves from kaizen to kaizen.
  useUndoableScope();
  const outboxId = params.get('outbox');
  const resubmitId = Number(params.get('resubmit')) || null;
  const entry = useOutboxStore((state) =>
    state.entries.find((candidate) => candidate.id === outboxId && candidate.userId === user?.id),
  );
  // A kaizen queued offline, or submitted, leaves an empty form behind for the next one.
  const [round, setRound] = useState(0);
  const [submitted, setSubmitted] = useState<SavedKaizen | null>(null);
  const another = () => {
    setSubmitted(null);
    setRound((count) => count + 1);
    if (outboxId || resubmitId) void navigate(paths.kaizenNew, { replace: true });
  };
  // "Nog een kaizen" is gone with the confirmation: the focus goes to the empty form's heading.
  useEffect(() => {
    if (round > 0) focusIfLost(pageHeading());
  }, [round]);
  // The form takes the place of the note that its team is being chosen: its heading the focus.
  const choosing = teamFromAddress.state === 'choosing';
  const [choseTeam, setChoseTeam] = useState(false);
  if (choosing && !choseTeam) setChoseTeam(true);
  useEffect(() => {
    if (choseTeam && !choosing) focusIfLost(pageHeading());
  }, [choseTeam, choosing]);
  if (id !== undefined) {
    return (
      <>
        <ExistingKaizen key={id} id={Number(id)} />
        <TriageAnnouncer />
      </>
    );
  }
  if (!user) return null;
  if (submitted) return <KaizenSubmitted saved={submitted} onAnother={another} />;
  if (choosing) {
    return (
      <p role="status" className="text-body-secondary">
        {t('team.from_code_choosing')}
      </p>
    );
  }
  const form = (start?: KaizenFormStart, reason?: ReactNode) => (
    <KaizenForm
      key={`${round}:${entry?.id ?? 'new'}`}
      user={user}
      kaizen={null}
      outboxEntry={entry ?? null}
      start={start}
      aside={
        <>
          {teamFromAddress.state === 'failed' ? (
            <TeamFromAddressAlert error={teamFromAddress.error} />
          ) : null}
          {reason}
          <OutboxPanel userId={user.id} focusOnShow={round > 0} />
        </>
      }
      onQueued={another}
      onSubmitted={setSubmitted}
      onSaved={(saved) =>
        // Without a readable id the new kaizen is found in the user's own list.
        void navigate(saved.id === null ? paths.myKaizens : paths.kaizenEdit(saved.id))
      }
    />
  );
  return resubmitId ? <ResubmitKaizen declinedId={resubmitId}>{form}</ResubmitKaizen> : form();
}
