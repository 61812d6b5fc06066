import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** what to show instead of the part that failed to render */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a rendering error in one part of a page from blanking the whole page: the part is
 * replaced by `fallback` (a message with a way on), and the error is logged for the developer.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
