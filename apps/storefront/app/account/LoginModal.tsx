import { shopConstants } from '@agri-parts/sdk';
import { Button, Modal } from '@agri-parts/ui';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';

import { translate } from '../i18n/translate';
import type { loader as rootLoader } from '../root';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Props of {@link LoginModal}. */
export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to come back to after logging in or registering: the page it opened on. */
  redirectTo: string;
}

/**
 * The login modal of the default layout (spec §2): the login form, and the registration form one
 * click away. Both post through fetchers to the actions of `/customer/login` and
 * `/customer/register`, whose redirect back to this page closes the modal. Loaded lazily, on the
 * first open.
 */
export default function LoginModal({ open, onOpenChange, redirectTo }: LoginModalProps) {
  const [view, setView] = useState<'login' | 'register'>('login');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const passwordRules =
    root?.storeConfig?.passwordRules ?? shopConstants.accounts.defaultPasswordRules;
  const login = view === 'login';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={translate(login ? 'auth.logIn' : 'auth.register')}
      labels={{ close: translate('navigation.close') }}
      className="login-modal"
    >
      {login ? (
        <LoginForm mode="modal" redirectTo={redirectTo} />
      ) : (
        <RegisterForm mode="modal" redirectTo={redirectTo} passwordRules={passwordRules} />
      )}
      <p className="account-page__switch">
        {translate(login ? 'auth.newCustomer' : 'auth.haveAccount')}{' '}
        <Button variant="ghost" size="sm" onClick={() => setView(login ? 'register' : 'login')}>
          {translate(login ? 'auth.register' : 'auth.logIn')}
        </Button>
      </p>
    </Modal>
  );
}
