import { useSdk, useTaxDisplay } from '@agri-parts/react-hooks';
import { canBuyOnline, checkoutSteps, type Customer } from '@agri-parts/sdk';
import { Link } from '@agri-parts/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { accountPaths, redirectToParameter } from '../account/accountPaths';
import type { CountryOptions } from '../account/addressView';
import { cartPageHref } from '../cart/CartSidebar';
import { checkoutEmptiedState } from '../cart/cartPageNotice';
import { ContactToOrder } from '../cart/ContactToOrder';
import { translate } from '../i18n/translate';
import { BillingAddressSection } from './BillingAddressSection';
import type { CheckoutVariant } from './checkoutRoutes';
import { OrderFieldsSection } from './OrderFieldsSection';
import { OrderStepSummary } from './OrderStepSummary';
import { checkoutErrorMessage, paymentOptions } from './orderStepView';
import { PaymentSection } from './PaymentSection';
import { PlaceOrderBar } from './PlaceOrderBar';
import { ShippingAddressSection } from './ShippingAddressSection';
import { ShippingMethodSection } from './ShippingMethodSection';
import { useOrderStep } from './useOrderStep';

/** Props of {@link CheckoutOrderStep}. */
export interface CheckoutOrderStepProps {
  customer: Customer;
  countries: CountryOptions;
  variant: CheckoutVariant;
  /** The path of this page, where a logout from it comes from (and goes home, spec §4). */
  pathname: string;
  /** The payment provider's origin, whose hosted card form the card step shows. */
  paymentProviderUrl: string;
}

/**
 * The order step (`/checkout/bestilling`), rendered in the browser over `sdk.checkout` once
 * hydrated: shipping address (address book or a new one), billing address (locked for company
 * customers), shipping method, payment method (card fields for card), the order fields, the
 * coupon, the summary in the shopper's tax display (its lines editable), and placing the order —
 * one order however often the button is pressed; a refusal is shown in Norwegian and the cart
 * stays as it was. The total and the button are a bar under the summary, which on a phone stays
 * in view at the bottom of the screen. A cart with nothing left to order goes back to the cart
 * page, which says why.
 */
export function CheckoutOrderStep({
  customer,
  countries,
  variant,
  pathname,
  paymentProviderUrl,
}: CheckoutOrderStepProps) {
  const sdk = useSdk();
  const { showIncludingTax } = useTaxDisplay();
  const step = useOrderStep({ customer, variant });
  const { state } = step;
  const checkout = state.checkout;

  // The API refuses their order anyway (ONLINE_PURCHASE_NOT_ALLOWED): say so before any form.
  if (!canBuyOnline(customer)) {
    return (
      <OrderStepEmpty>
        <ContactToOrder announce />
      </OrderStepEmpty>
    );
  }
  if (state.status === 'error' && !checkout) {
    return (
      <p role="alert" className="checkout-order__error">
        {checkoutErrorMessage(state.error?.error)}
      </p>
    );
  }
  if (!checkout) {
    return <p role="status">{translate('checkout.loading')}</p>;
  }
  // Nothing left to order (the last line removed in the summary): back to the cart, which says so.
  if (checkout.cart.items.length === 0) {
    return <Navigate to={cartPageHref} replace state={checkoutEmptiedState} />;
  }

  const sectionProps = { customer, countries, checkout, pending: state.pending };
  // A cart of services or PDF manuals ships nothing: no shipping address or method to ask for.
  const ships = checkoutSteps(checkout).includes('shipping-address');
  return (
    <div className="checkout-order">
      <OrderStepHeader email={customer.email} pathname={pathname} />
      <div className="checkout-order__columns">
        <div className="checkout-order__steps">
          {ships ? (
            <ShippingAddressSection
              {...sectionProps}
              error={step.errorFor('shipping-address')}
              onChoose={step.chooseShippingAddress}
              notes={step.notes}
            />
          ) : null}
          <BillingAddressSection
            {...sectionProps}
            error={step.errorFor('billing-address')}
            billingSame={step.billingSame}
            onBillingSameChange={step.changeBillingSame}
            onChoose={step.chooseBillingAddress}
            onSubmitAddress={step.submitBillingAddress}
          />
          {ships ? (
            <ShippingMethodSection
              checkout={checkout}
              pending={state.pending}
              error={step.errorFor('shipping-method')}
              showIncludingTax={showIncludingTax}
              onChoose={step.chooseShippingMethod}
            />
          ) : null}
          <PaymentSection
            options={paymentOptions(customer, checkout.paymentMethods)}
            chosen={step.chosenPayment}
            pending={state.pending}
            error={step.errorFor('payment-method')}
            onChoose={step.choosePayment}
            card={{
              providerUrl: paymentProviderUrl,
              amount: checkout.totals.grandTotal ?? 0,
              confirmed: step.confirmedCard,
              onToken: step.confirmCard,
              onChangeCard: step.changeCard,
            }}
            vipps={step.vipps}
          />
          <OrderFieldsSection fields={step.fields} onChange={step.setOrderFields} />
        </div>
        <OrderStepSummary
          checkout={checkout}
          showIncludingTax={showIncludingTax}
          lineActions={sdk.cart}
          lineProblems={step.lineProblems}
          onApplyCoupon={(code) => sdk.cart.applyCoupon(code)}
          onRemoveCoupon={() => sdk.cart.removeCoupon()}
        />
        <PlaceOrderBar
          grandTotal={checkout.totals.grandTotal}
          placing={state.placing}
          placeError={step.placeError}
          onPlaceOrder={() => void step.placeOrder()}
        />
      </div>
    </div>
  );
}

/** The page without an order to make: why, and the way back to the shop. */
function OrderStepEmpty({ children }: { children: ReactNode }) {
  return (
    <section className="checkout-order__empty">
      <h1>{translate('checkout.orderTitle')}</h1>
      {children}
      <Link href="/">{translate('checkout.continueShopping')}</Link>
    </section>
  );
}

/** The page's heading, with who is signed in and a logout that leaves the checkout. */
function OrderStepHeader({ email, pathname }: { email: string; pathname: string }) {
  return (
    <header className="checkout-order__header">
      <h1>{translate('checkout.orderTitle')}</h1>
      <form method="post" action={accountPaths.logout} className="checkout-order__logout">
        <input type="hidden" name={redirectToParameter} value={pathname} />
        {translate('checkout.loggedInAs', { email })}{' '}
        <button type="submit" className="checkout-order__logout-button">
          {translate('account.logOut')}
        </button>
      </form>
    </header>
  );
}
