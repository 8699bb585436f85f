import { useDecisionStore } from '@/kaizens/review/decision-store';

/**
 * The triage's polite live region: what was decided and what is on screen now. It stays while
 * the triage moves from kaizen to kaizen, so each change is read out.
 */
export function TriageAnnouncer() {
  const { text, count } = useDecisionStore((state) => state.announcement);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text ? <span key={count}>{text}</span> : null}
    </div>
  );
}
