import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  readonly fallback: ReactNode;
  /** When it changes (the visitor navigated), the boundary tries the page again. */
  readonly resetKey: string;
}

interface ErrorBoundaryState {
  readonly failedAt: string | null;
}

/** Shows the branded error screen instead of a blank page. React still needs a class for this. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    const { failedAt } = this.state;
    const failedHere = failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey);
    return failedHere ? this.props.fallback : this.props.children;
  }
}
