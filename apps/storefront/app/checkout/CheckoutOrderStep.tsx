import { useSdk, useTaxDisplay } from '@agri-parts/react-hooks';
import type { Customer } from '@agri-parts/sdk';
import { Link } from '@agri-parts/ui';

import { accountPaths, redirectToParameter } from '../account/accountPaths';
import type { CountryOptions } from '../account/addressView';
import { translate } from '../i18n/translate';
import { BillingAddressSection } from './BillingAddressSection';
import type { CheckoutVariant } from './checkoutRoutes';
import { OrderFieldsSection } from './OrderFieldsSection';
import { OrderStepSummary } from './OrderStepSummary';
import { checkoutErrorMessage, paymentOptions } from './orderStepView';
import { PaymentSection } from './PaymentSection';
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
}

/**
 * The order step (`/checkout/bestilling`), rendered in the browser over `sdk.checkout` once
 * hydrated: shipping address (address book or a new one), billing address (locked for company
 * customers), shipping method, payment method (card fields for card), the order fields, the
 * coupon, the summary in the shopper's tax display, and placing the order — one order however
 * often the button is pressed; a refusal is shown in Norwegian and the cart stays as it was.
 */
export function CheckoutOrderStep({
  customer,
  countries,
  variant,
  pathname,
}: CheckoutOrderStepProps) {
  const sdk = useSdk();
  const { showIncludingTax } = useTaxDisplay();
  const step = useOrderStep({ customer, variant });
  const { state } = step;
  const checkout = state.checkout;

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
  if (checkout.cart.items.length === 0) {
    return (
      <section className="checkout-order__empty">
        <h1>{translate('checkout.orderTitle')}</h1>
        <p>{translate('checkout.emptyCart')}</p>
        <Link href="/">{translate('checkout.continueShopping')}</Link>
      </section>
    );
  }

  const sectionProps = { customer, countries, checkout, pending: state.pending };
  return (
    <div className="checkout-order">
      <OrderStepHeader email={customer.email} pathname={pathname} />
      <div className="checkout-order__columns">
        <div className="checkout-order__steps">
          <ShippingAddressSection
            {...sectionProps}
            error={step.errorFor('shipping-address')}
            onChoose={step.chooseShippingAddress}
          />
          <BillingAddressSection
            {...sectionProps}
            error={step.errorFor('billing-address')}
            billingSame={step.billingSame}
            onBillingSameChange={step.changeBillingSame}
            onChoose={step.chooseBillingAddress}
          />
          {checkout.isVirtual ? null : (
            <ShippingMethodSection
              checkout={checkout}
              pending={state.pending}
              error={step.errorFor('shipping-method')}
              showIncludingTax={showIncludingTax}
              onChoose={step.chooseShippingMethod}
            />
          )}
          <PaymentSection
            options={paymentOptions(customer, checkout.paymentMethods)}
            chosen={step.chosenPayment}
            pending={state.pending}
            error={step.errorFor('payment-method')}
            onChoose={step.choosePayment}
            card={step.card}
            cardErrors={step.cardErrors}
            onCardChange={step.setCard}
          />
          <OrderFieldsSection fields={step.fields} onChange={step.setOrderFields} />
        </div>
        <OrderStepSummary
          checkout={checkout}
          showIncludingTax={showIncludingTax}
          onApplyCoupon={(code) => sdk.cart.applyCoupon(code)}
          onRemoveCoupon={() => sdk.cart.removeCoupon()}
          placing={state.placing}
          placeError={step.placeError}
          onPlaceOrder={() => void step.placeOrder()}
        />
      </div>
    </div>
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
