import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RemoteErrorFallbackProps {
  /** What went wrong, for the console only: users see the translated text. */
  error?: unknown;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** `load`: the area's code could not be fetched; `crash`: it failed while rendering. */
  kind?: 'load' | 'crash';
}

/** "This area could not be loaded." with a Retry button: never a blank page. */
export function RemoteErrorFallback({ onRetry, kind = 'load' }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-error">
      <Result
        status="warning"
        title={kind === 'crash' ? t('remote.crashed') : t('remote.title')}
        subTitle={t('remote.text')}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry} data-testid="remote-retry">
              {t('remote.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

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
      return <RemoteErrorFallback kind="crash" error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
