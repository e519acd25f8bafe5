import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback } from './lazy-widgets';

interface BoundaryProps {
  children: ReactNode;
  /** Called after the user presses Retry (the boundary resets itself first). */
  onRetry?: () => void;
  /** Changing this value clears a caught error (e.g. the route changed). */
  resetKey?: unknown;
}

interface BoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Keeps a crash inside one area (a remote, a page) from blanking the whole screen. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Area crashed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error)
      return (
        <Suspense fallback={null}>
          <RemoteErrorFallback kind="crash" error={this.state.error} onRetry={this.retry} />
        </Suspense>
      );
    return this.props.children;
  }
}
