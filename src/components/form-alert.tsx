import type { ReactNode } from 'react';

interface FormAlertProps {
  /** Nothing is rendered without a message. */
  message: ReactNode;
  heading?: ReactNode;
  variant?: 'danger' | 'warning';
  className?: string;
  /** A way forward (a retry), drawn inside the alert under its message. */
  action?: ReactNode;
}

/** A form-level error (the server's message, a lost connection): announced as soon as it shows. */
export function FormAlert({
  message,
  heading,
  variant = 'danger',
  className,
  action,
}: FormAlertProps) {
  if (message === null || message === undefined || message === '' || message === false) {
    return null;
  }
  return (
    <div className={`alert alert-${variant}${className ? ` ${className}` : ''}`} role="alert">
      {heading ? <h2 className="alert-heading h6">{heading}</h2> : null}
      <p className="mb-0">{message}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
