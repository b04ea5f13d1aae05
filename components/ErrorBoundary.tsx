'use client';

// Whatever fails while rendering, the page shows a clear message, never a blank page or a
// stack trace.
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; label?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (this.state.error) {
      return (
        <div role="alert" data-testid="error-banner" className="m-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <strong>{this.props.label ?? 'The playground'} hit an error:</strong> {this.state.error.message || 'unknown error'}.{' '}
          <button type="button" className="underline" onClick={() => this.setState({ error: null })}>
            Try again
          </button>{' '}
          or{' '}
          <button type="button" className="underline" onClick={() => window.location.reload()}>
            reload the page
          </button>
          .
        </div>
      );
    }
    return this.props.children;
  }
}
