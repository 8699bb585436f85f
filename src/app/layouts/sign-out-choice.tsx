import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { create } from 'zustand';
import { useOnline } from '@/hooks/use-online';
import { sendOutbox } from '@/kaizens/unsent/kaizen-outbox';
import { signOutShared } from '../sign-out-and-leave';

interface UnsentWork {
  drafts: number;
  outbox: number;
  /** False without their key (no WebCrypto on a plain-HTTP host): keeping is not offered. */
  sealable: boolean;
}

// The logout lives in two menus (top bar, phone drawer); the one dialog they open is here.
const useAsked = create<{ work: UnsentWork | null }>(() => ({ work: null }));
const setAsked = (work: UnsentWork | null) => useAsked.setState({ work });

/** Asks the person signing out of a shared device what becomes of their unsent `work`. */
export function askSignOutChoice(work: UnsentWork): void {
  setAsked(work);
}

/**
 * The choice at sign-out on a shared device with unsent work: send the outbox now (online),
 * keep everything sealed for later, or discard it. "Niet uitloggen" leaves things as they are.
 */
export function SignOutChoice({ userId }: { userId: number }) {
  const { t } = useTranslation('base');
  const work = useAsked((state) => state.work);
  const online = useOnline();
  const [busy, setBusy] = useState(false);

  const finish = async (how: 'send' | 'keep' | 'discard') => {
    setBusy(true);
    // What could not be sent (a refused kaizen, the drafts) is kept sealed like the rest.
    if (how === 'send') {
      const quiet = () => undefined;
      // An entry they did not write was already dropped, and said, when their session started.
      await sendOutbox(userId, { onSent: quiet, onFailed: quiet, onDropped: quiet }).catch(quiet);
    }
    await signOutShared(userId, { work: how === 'discard' ? 'discard' : 'keep' });
  };

  const close = () => {
    if (!busy) setAsked(null);
  };

  return (
    <Modal
      show={work !== null}
      onHide={close}
      aria-labelledby="sign-out-choice-title"
      aria-describedby="sign-out-choice-text"
      centered
    >
      <Modal.Header closeButton={!busy} closeLabel={t('common.close')}>
        <Modal.Title id="sign-out-choice-title" as="h2" className="h5">
          {t('shared_device.choice_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="sign-out-choice-text">
        <p className="mb-1">{t('shared_device.choice_intro')}</p>
        <ul>
          {work && work.drafts > 0 ? (
            <li>{t('shared_device.drafts', { count: work.drafts })}</li>
          ) : null}
          {work && work.outbox > 0 ? (
            <li>{t('shared_device.outbox', { count: work.outbox })}</li>
          ) : null}
        </ul>
        <p className="mb-0">
          {t(
            work?.sealable === false
              ? 'shared_device.choice_no_keep'
              : 'shared_device.choice_keep_note',
          )}
        </p>
        {work && work.outbox > 0 && !online ? (
          <p className="mt-2 mb-0">{t('shared_device.choice_offline')}</p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {/* The first choice, and the one that changes nothing. */}
        <Button variant="outline-secondary" onClick={close} disabled={busy} autoFocus>
          {t('shared_device.cancel')}
        </Button>
        <Button variant="outline-danger" onClick={() => void finish('discard')} disabled={busy}>
          {t('shared_device.discard')}
        </Button>
        {work && work.outbox > 0 && online ? (
          <Button variant="outline-primary" onClick={() => void finish('send')} disabled={busy}>
            {t('shared_device.send_now')}
          </Button>
        ) : null}
        {work?.sealable === false ? null : (
          <Button variant="primary" onClick={() => void finish('keep')} disabled={busy}>
            {busy ? t('shared_device.working') : t('shared_device.keep')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
