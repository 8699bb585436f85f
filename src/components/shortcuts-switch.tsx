import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { useShortcutsSetting } from '@/hooks/use-shortcuts-setting';

/**
 * Turns the single-letter shortcuts off or on for the signed-in user on this device; in the
 * shortcuts' help and on the profile page.
 */
export function ShortcutsSwitch({
  className,
  autoFocus,
}: {
  className?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('base');
  const [on, setOn] = useShortcutsSetting();
  const id = useId();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Check
        type="switch"
        role="switch"
        checked={on}
        autoFocus={autoFocus}
        onChange={(event) => setOn(event.target.checked)}
        label={t('shortcuts.label')}
        aria-describedby={`${id}-hint`}
      />
      <Form.Text id={`${id}-hint`}>{t('shortcuts.hint')}</Form.Text>
    </Form.Group>
  );
}
