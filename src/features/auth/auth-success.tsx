import { useEffect, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from '@/components/link';

interface AuthSuccessProps {
  heading: ReactNode;
  children: ReactNode;
  linkTo: string;
  linkLabel: ReactNode;
}

/** What replaces a sent form. It takes the focus, which would otherwise be lost with the form. */
export function AuthSuccess({ heading, children, linkTo, linkLabel }: AuthSuccessProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1}>
      <Alert variant="success" role="status">
        <Alert.Heading as="h2" className="h5">
          {heading}
        </Alert.Heading>
        <p className="mb-0">{children}</p>
      </Alert>
      <Link className="btn btn-primary" to={linkTo}>
        {linkLabel}
      </Link>
    </div>
  );
}
