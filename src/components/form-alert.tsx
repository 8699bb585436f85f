import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

interface FormAlertProps {
  /** Nothing is rendered without a message. */
  message: ReactNode;
  heading?: ReactNode;
  variant?: 'danger' | 'warning';
  className?: string;
}

/** A form-level error (the server's message, a lost connection): announced as soon as it shows. */
export function FormAlert({ message, heading, variant = 'danger', className }: FormAlertProps) {
  if (message === null || message === undefined || message === '' || message === false) {
    return null;
  }
  return (
    <Alert variant={variant} className={className} role="alert">
      {heading ? (
        <Alert.Heading as="h2" className="h6">
          {heading}
        </Alert.Heading>
      ) : null}
      <p className="mb-0">{message}</p>
    </Alert>
  );
}
