import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useShortcuts } from '@/hooks/use-shortcuts';
import { undoPending } from '@/hooks/use-undoable';
import { announce } from '@/kaizens/review/decision-store';
import { ShortcutsHelp } from './shortcuts-help';
import type { Triage } from './use-triage';
import '@/styles/kaizen-work.scss';

/**
 * The triage's place and ways: "3 van 12", previous and next (j/k), back to the queue, and the
 * shortcuts' help (?). On a phone it sits with the decisions at the bottom, within thumb reach.
 */
export function TriageNav({ triage }: { triage: Triage }) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const { position, total, previous, next } = triage;
  const go = (to: { id: number } | undefined) => {
    if (to) void navigate(paths.kaizenInReview(to.id));
  };
  const undo = () => {
    if (!undoPending()) announce(t('triage.nothing_to_undo'));
  };
  useShortcuts({
    j: () => go(next),
    ArrowRight: () => go(next),
    k: () => go(previous),
    ArrowLeft: () => go(previous),
    z: undo,
    u: undo,
    '?': () => setHelp(true),
  });
  return (
    <nav className="triage-nav" aria-label={t('triage.label')}>
      <p className="triage-nav__place mb-0">
        {position === null
          ? t('triage.not_waiting', { count: total })
          : t('triage.place', { position, total })}
      </p>
      <div className="triage-nav__links">
        <StepLink to={previous} label={t('triage.previous')} keys="k ArrowLeft" rel="prev" />
        <StepLink to={next} label={t('triage.next')} keys="j ArrowRight" rel="next" />
        <Link to={paths.review} className="btn btn-link">
          {t('triage.queue')}
        </Link>
        <Button
          variant="link"
          className="triage-nav__help"
          aria-keyshortcuts="?"
          onClick={() => setHelp(true)}
        >
          {t('shortcuts.open')}
        </Button>
      </div>
      <ShortcutsHelp show={help} onClose={() => setHelp(false)} />
    </nav>
  );
}

interface StepLinkProps {
  to: { id: number; title: string } | undefined;
  label: string;
  keys: string;
  rel: 'prev' | 'next';
}

/** Previous or next: a link while there is one, else a plain (greyed) label in its place. */
function StepLink({ to, label, keys, rel }: StepLinkProps) {
  if (!to) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className="btn btn-outline-secondary disabled triage-nav__step"
      >
        {label}
      </span>
    );
  }
  return (
    <Link
      to={paths.kaizenInReview(to.id)}
      rel={rel}
      className="btn btn-outline-secondary triage-nav__step"
      aria-keyshortcuts={keys}
      title={to.title}
    >
      {label}
    </Link>
  );
}
