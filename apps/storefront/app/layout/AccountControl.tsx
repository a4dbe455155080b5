import { useSession } from '@agri-parts/react-hooks';
import { isBusinessCustomer } from '@agri-parts/sdk';
import { AccountLoginControl } from '@agri-parts/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

import { headerAccountMenuItems } from '../account/accountMenuItems';
import { accountPaths, redirectToParameter, withRedirectTo } from '../account/accountPaths';
import { translate } from '../i18n/translate';

// The modal's forms (Conform, valibot, the fields) load on first use, not with every page.
const loadLoginModal = () => import('../account/LoginModal');
const LoginModal = lazy(loadLoginModal);
// The signed-in menu (its disclosure and keyboard handling) loads only for a signed-in shopper.
const AccountMenu = lazy(() =>
  import('./AccountMenuLazy').then((module) => ({ default: module.AccountMenu })),
);

const labels = {
  account: translate('header.account'),
  login: translate('auth.logIn'),
  logout: translate('account.logOut'),
  greeting: (name: string) => translate('auth.greeting', { name }),
};

/** Props of {@link AccountControl}. */
export interface AccountControlProps {
  /** Called as the login modal opens (spec §2: opening the login first closes the mobile menu). */
  onLoginOpen?: () => void;
}

/**
 * The header's account control (spec §2). Logged out: a link to the login page, which after
 * hydration opens the login modal instead. Logged in: a menu with My Profile, Addresses details
 * and Order history, and Log out — a form post to `/customer/logout` that works before hydration
 * and brings the shopper back to this page.
 */
export function AccountControl({ onLoginOpen }: AccountControlProps) {
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [modal, setModal] = useState({ requested: false, open: false });
  // Any navigation (the login's redirect among them) closes the modal; derived while rendering.
  const [modalLocationKey, setModalLocationKey] = useState(location.key);
  if (modalLocationKey !== location.key) {
    setModalLocationKey(location.key);
    if (modal.open) setModal({ requested: true, open: false });
  }

  if (session.status === 'authenticated') {
    return (
      <Suspense fallback={null}>
        <AccountMenu
          authenticated
          labels={labels}
          items={headerAccountMenuItems(
            location.pathname,
            session.customer ? isBusinessCustomer(session.customer) : false,
          )}
          customerName={session.customer?.firstname ?? null}
          logout={{ action: accountPaths.logout, fields: { [redirectToParameter]: here } }}
          closeSignal={location.key}
        />
      </Suspense>
    );
  }
  return (
    <>
      <AccountLoginControl
        labels={labels}
        loginHref={withRedirectTo(accountPaths.login, here)}
        onLoginClick={(event) => {
          event.preventDefault();
          onLoginOpen?.();
          setModal({ requested: true, open: true });
        }}
        onPointerEnter={() => void loadLoginModal()}
        onFocus={() => void loadLoginModal()}
      />
      {modal.requested ? (
        <Suspense fallback={null}>
          <LoginModal
            open={modal.open}
            onOpenChange={(open) => setModal({ requested: true, open })}
            redirectTo={here}
          />
        </Suspense>
      ) : null}
    </>
  );
}
