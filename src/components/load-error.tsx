import { isValidElement, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import { useRetryWhenAsked } from '@/hooks/use-retry-when-asked';
import { failureMessage } from '@/lib/failure-message';

interface LoadErrorProps {
  /** The failure, shown as its translated reason, or a message that is translated already. */
  error: unknown;
  onRetry?: () => void;
  heading?: ReactNode;
  /** One line under a field instead of a block. */
  inline?: boolean;
}

/**
 * Data that could not be loaded: the reason in the user's language and a way forward. The one
 * place a load error and its retry button are drawn, so every screen says it the same way.
 * When the server said when to ask again (maintenance), it asks again then by itself.
 */
export function LoadError({ error, onRetry, heading, inline = false }: LoadErrorProps) {
  const { t } = useTranslation('base');
  useRetryWhenAsked(error, onRetry);
  const message =
    typeof error === 'string' || isValidElement(error)
      ? error
      : failureMessage(error, { retrying: onRetry !== undefined });
  const retry = onRetry ? (
    <Button
      // In the alert: its own colours (styles/_app.scss), 10:1; outline styles read 3.4:1 there.
      variant={inline ? 'link' : 'alert-danger'}
      size="sm"
      className={inline ? 'p-0 align-baseline' : undefined}
      onClick={onRetry}
    >
      {t('common.retry')}
    </Button>
  ) : null;
  if (inline) {
    return (
      <div className="small text-danger mt-1" role="alert">
        {message} {retry}
      </div>
    );
  }
  return <FormAlert message={message} heading={heading} action={retry} />;
}
