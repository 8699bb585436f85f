import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageChange } from './app-router';
import { rememberComponentStack } from './component-stacks';

interface BoundaryProps {
  children: ReactNode;
  /** What is drawn instead of the children once they threw (or a load they waited for failed). */
  fallback: (error: unknown) => ReactNode;
}

interface BoundaryState {
  failure?: { error: unknown };
  resetKey: string;
}

class Boundary extends Component<BoundaryProps & { resetKey: string }, BoundaryState> {
  state: BoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another entry, or a retry of this one: the children get their chance again.
  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failure: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    rememberComponentStack(error, info.componentStack);
  }

  render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}

/**
 * A route's error boundary: it catches what its pages throw while drawing and the loads
 * they wait for, and lets go of it for a new entry or a retry (`usePageChange().retry()`).
 */
export function RouteErrorBoundary({ children, fallback }: BoundaryProps) {
  const { key } = useLocation();
  const { attempt } = usePageChange();
  return (
    <Boundary resetKey={`${key}:${attempt}`} fallback={fallback}>
      {children}
    </Boundary>
  );
}
