import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useOnline } from '@/hooks/use-online';
import { focusIfLost, pageHeading } from '@/lib/focus';
import { confirmOutboxEntry, removeFromOutbox, requestOutboxSend } from './kaizen-outbox';
import type { OutboxEntry } from './outbox-store';
import { useOutboxStore } from './outbox-store';
import { dateTimeFormat } from '@/utils/intl-format';

const badge: Record<OutboxEntry['state'], string> = {
  waiting: 'secondary',
  sending: 'info',
  failed: 'danger',
};

/** The user's kaizens waiting on this device to be sent; nothing when there are none. */
interface OutboxPanelProps {
  userId: number;
  /** Focus the panel's heading when it appears (a kaizen was just put in the outbox). */
  focusOnShow?: boolean;
}

export function OutboxPanel({ userId, focusOnShow = false }: OutboxPanelProps) {
  const { t, i18n } = useTranslation('base');
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useOutboxStore((state) => state.entries.some((entry) => entry.userId === userId));
  // The form empties after a kaizen went to the outbox: the focus (and the view) go to where
  // it now waits, instead of staying at the bottom of an empty form.
  useEffect(() => {
    if (focusOnShow && shown) heading.current?.focus();
  }, [focusOnShow, shown]);
  const entries = useOutboxStore((state) => state.entries).filter(
    (entry) => entry.userId === userId,
  );
  if (entries.length === 0) return null;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card card-body mb-3 outbox-panel" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="h5" ref={heading} tabIndex={-1}>
        {t('outbox.waiting_title')}
      </h2>
      <p className="small text-body-secondary">{t('outbox.waiting_intro')}</p>
      {online && entries.some((entry) => entry.state === 'waiting' && !entry.held) ? (
        <Button size="sm" variant="outline-primary" className="mb-2" onClick={requestOutboxSend}>
          {t('outbox.send_now')}
        </Button>
      ) : null}
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="d-flex flex-wrap align-items-center gap-2">
            <span id={`outbox-${entry.id}`} className="fw-semibold text-break">
              {entry.input.title}
            </span>
            <span className="small text-body-secondary">
              {when.format(new Date(entry.queuedAt))}
            </span>
            {entry.held ? (
              <HeldEntry entry={entry} />
            ) : (
              <Badge bg={badge[entry.state]}>{t(`outbox.state_${entry.state}`)}</Badge>
            )}
            {entry.state === 'failed' && !entry.held ? (
              <Link
                to={paths.kaizenFromOutbox(entry.id)}
                className="btn btn-sm btn-outline-primary"
              >
                {t('outbox.open_in_form')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An entry written before its author's last sign-in on this device: it goes only when they say
 * it is theirs (outbox-mac.ts), or they remove it.
 */
function HeldEntry({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('base');
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action()
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        // Its buttons are gone with the choice: the focus goes to the list, or the page.
        focusIfLost(document.getElementById('outbox-title') ?? pageHeading());
      });
  };
  const described = `outbox-${entry.id} outbox-held-${entry.id}`;
  return (
    <>
      <Badge bg="warning" text="dark">
        {t('outbox.state_held')}
      </Badge>
      <span id={`outbox-held-${entry.id}`} className="small w-100">
        {t('outbox.held')}
      </span>
      <Button
        size="sm"
        variant="outline-primary"
        aria-describedby={described}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) act(() => confirmOutboxEntry(entry.id));
        }}
      >
        {t('outbox.held_send')}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        aria-describedby={described}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) act(() => removeFromOutbox(entry.id));
        }}
      >
        {t('outbox.held_remove')}
      </Button>
    </>
  );
}
