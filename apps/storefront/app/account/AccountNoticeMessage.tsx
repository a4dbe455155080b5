import { useNotifications } from '@agri-parts/react-hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useHydrated } from '../layout/useHydrated';
import { noticeMessage } from './accountNotice';

/**
 * Says that a change went through (the `?saved=` notice of the action's redirect): as a success
 * notification once the page runs (once per navigation), and in the page itself before that —
 * a plain form post without JavaScript gets the same confirmation.
 */
export function AccountNoticeMessage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const { add } = useNotifications();
  const message = noticeMessage(location.search);

  useEffect(() => {
    if (message) add({ type: 'success', message });
    // Once per navigation: the location's key changes with every one.
  }, [add, message, location.key]);

  if (!message || hydrated) return null;
  return (
    <p className="account-form__notice" role="status">
      {message}
    </p>
  );
}
