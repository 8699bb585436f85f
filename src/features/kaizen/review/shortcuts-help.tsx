import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { ShortcutsSwitch } from '@/components/shortcuts-switch';
import '@/styles/kaizen-work.scss';

/** The keys and what they do, in the order of the triage (language file kaizen.new). */
const KEYS = [
  { keys: ['j', '→'], action: 'shortcuts.next' },
  { keys: ['k', '←'], action: 'shortcuts.previous' },
  { keys: ['a'], action: 'shortcuts.approve' },
  { keys: ['d'], action: 'shortcuts.decline' },
  { keys: ['s'], action: 'shortcuts.approve_share' },
  { keys: ['z', 'u'], action: 'shortcuts.undo' },
  { keys: ['?'], action: 'shortcuts.help' },
] as const;

/**
 * The help overlay of the review queue and the triage: where the keys act, the switch that turns
 * them off (the first control, so it has the focus on opening), and every shortcut, by key.
 */
export function ShortcutsHelp({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      aria-labelledby="shortcuts-title"
      aria-describedby="shortcuts-intro"
      centered
    >
      <ShortcutsHelpContent />
    </Modal>
  );
}

/**
 * What the overlay shows: a component of its own, so that it is rendered (and its texts looked
 * up) only while the overlay is open, not with every kaizen the triage draws.
 */
function ShortcutsHelpContent() {
  const { t } = useTranslation(['kaizen.new', 'base']);
  return (
    <>
      <Modal.Header closeButton closeLabel={t('base:common.close')}>
        <Modal.Title id="shortcuts-title" as="h2" className="h5">
          {t('shortcuts.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="shortcuts-intro">{t('shortcuts.intro')}</p>
        <ShortcutsSwitch className="mb-3" autoFocus />
        <dl className="shortcut-list mb-0">
          {KEYS.map(({ keys, action }) => (
            <div key={action} className="shortcut-list__row">
              <dt>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ` ${t('shortcuts.or')} ` : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="mb-0">{t(action)}</dd>
            </div>
          ))}
        </dl>
      </Modal.Body>
    </>
  );
}
