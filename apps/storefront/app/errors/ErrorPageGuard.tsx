import { Component, type ReactNode } from 'react';

import { translate } from '../i18n/translate';

interface ErrorPageGuardState {
  failed: boolean;
}

/**
 * Catches a failure while the error page itself renders and shows the last-resort message of
 * spec §2 instead of a blank page.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, ErrorPageGuardState> {
  override state: ErrorPageGuardState = { failed: false };

  static getDerivedStateFromError(): ErrorPageGuardState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed:', error);
  }

  override render() {
    return this.state.failed ? (
      <p className="error-page error-page--failed" role="alert">
        {translate('error.errorPageFailed')}
      </p>
    ) : (
      this.props.children
    );
  }
}
