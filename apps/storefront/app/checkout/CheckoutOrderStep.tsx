import { useCheckout, useSdk, useTaxDisplay } from '@agri-parts/react-hooks';
import {
  billingAddressRule,
  formatPrice,
  initialShippingAddressId,
  parseCardFields,
  paymentMethodCodes,
  type Customer,
  type CheckoutAction,
  type CheckoutCart,
} from '@agri-parts/sdk';
import {
  Button,
  CouponForm,
  Link,
  OrderTotals,
  PartNumber,
  PostalAddress,
  TextField,
} from '@agri-parts/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { accountPaths, redirectToParameter } from '../account/accountPaths';
import { cartErrorMessage } from '../cart/cartSidebarMessages';
import { cartLinePartNumber } from '../cart/cartSidebarView';
import { thankYouPath, type CheckoutVariant } from './checkoutRoutes';
import {
  cardFieldErrors,
  checkoutErrorMessage,
  placeOrderErrorMessage,
  checkoutSummaryRows,
  paymentOptions,
  shippingPriceText,
  type CardFieldErrors,
} from './orderStepView';
import { translate } from '../i18n/translate';
import { postalAddress, type CountryOptions } from '../account/addressView';
import { partNumberLabels } from '../listing/partNumberLabels';
import { NewAddressForm } from './NewAddressForm';

/** Props of {@link CheckoutOrderStep}. */
export interface CheckoutOrderStepProps {
  customer: Customer;
  countries: CountryOptions;
  variant: CheckoutVariant;
  /** The path of this page, where a logout from it comes from (and goes home, spec §4). */
  pathname: string;
}

const addressLabels = {
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

const couponLabels = {
  code: translate('cart.couponCode'),
  apply: translate('cart.couponApply'),
  applied: (code: string) => translate('cart.couponApplied', { code }),
  remove: (code: string) => translate('cart.couponRemove', { code }),
};

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
  const navigate = useNavigate();
  // Loads the customer's checkout once the browser's session is the customer's (after a login
  // on the account step the session arrives with the root loader, after this page mounts).
  const state = useCheckout();
  const { showIncludingTax } = useTaxDisplay();
  const [newAddress, setNewAddress] = useState(customer.addresses.length === 0);
  const [billingSame, setBillingSame] = useState(true);
  const [payment, setPayment] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [orderFields, setOrderFields] = useState<{
    customerRef: string;
    customerOrderNo: string;
  } | null>(null);
  const [coupon, setCoupon] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const placingRef = useRef(false);
  const prepared = useRef(false);
  const billing = billingAddressRule(customer);

  const checkout = state.checkout;
  // Once loaded: the default shipping address and the billing address the customer has, so
  // the shipping methods show at once.
  useEffect(() => {
    if (!checkout || prepared.current || checkout.cart.items.length === 0) return;
    prepared.current = true;
    void prepare(checkout).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);

  async function prepare(current: CheckoutCart) {
    const shippingId = initialShippingAddressId(
      customer,
      current.shippingAddress?.customerAddressId ?? null,
    );
    if (!current.isVirtual && !current.shippingAddress && shippingId !== null) {
      await sdk.checkout.setShippingAddress({ customerAddressId: shippingId });
    }
    if (!sdk.checkout.getSnapshot().checkout?.billingAddress) await applyBilling(true);
  }

  async function applyBilling(same: boolean) {
    if (billing.kind === 'locked') {
      if (billing.addressId !== null)
        await sdk.checkout.setBillingAddress({ customerAddressId: billing.addressId });
      return;
    }
    if (same && sdk.checkout.getSnapshot().checkout?.shippingAddress) {
      await sdk.checkout.setBillingAddress({ sameAsShipping: true });
    }
  }

  function run(action: () => Promise<unknown>) {
    setPlaceError(null);
    void action().catch(() => undefined);
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
  if (checkout.cart.items.length === 0) {
    return (
      <section className="checkout-order__empty">
        <h1>{translate('checkout.orderTitle')}</h1>
        <p>{translate('checkout.emptyCart')}</p>
        <Link href="/">{translate('checkout.continueShopping')}</Link>
      </section>
    );
  }

  const errorFor = (action: CheckoutAction) =>
    state.error?.action === action ? checkoutErrorMessage(state.error.error) : null;
  const pending = state.pending;
  const selectedShippingId = checkout.shippingAddress?.customerAddressId ?? null;
  const options = paymentOptions(customer, checkout.paymentMethods);
  const chosenPayment = payment ?? checkout.selectedPaymentMethod?.code ?? null;
  const fields = orderFields ?? {
    customerRef: checkout.cart.orderFields.customerRef ?? '',
    customerOrderNo: checkout.cart.orderFields.customerOrderNo ?? '',
  };
  const billingAddress = customer.addresses.find(
    (address) => billing.kind === 'locked' && address.id === billing.addressId,
  );

  async function placeOrder() {
    if (placingRef.current) return;
    setPlaceError(null);
    let payWith = null;
    if (chosenPayment === paymentMethodCodes.card) {
      const parsed = parseCardFields(card);
      if (!parsed.ok) {
        setCardErrors(cardFieldErrors(parsed.invalid));
        return;
      }
      setCardErrors({});
      payWith = parsed.card;
    }
    placingRef.current = true;
    setPlacing(true);
    try {
      if (orderFields) await sdk.cart.setOrderFields(orderFields);
      if (payWith) await sdk.checkout.setPaymentMethod(paymentMethodCodes.card, { card: payWith });
      const placed = await sdk.checkout.placeOrder();
      void navigate(thankYouPath(placed.orderNumber, variant));
    } catch (error) {
      placingRef.current = false;
      setPlacing(false);
      setPlaceError(placeOrderErrorMessage(error));
    }
  }

  return (
    <div className="checkout-order">
      <header className="checkout-order__header">
        <h1>{translate('checkout.orderTitle')}</h1>
        <form method="post" action={accountPaths.logout} className="checkout-order__logout">
          <input type="hidden" name={redirectToParameter} value={pathname} />
          {translate('checkout.loggedInAs', { email: customer.email })}{' '}
          <button type="submit" className="checkout-order__logout-button">
            {translate('account.logOut')}
          </button>
        </form>
      </header>
      <div className="checkout-order__columns">
        <div className="checkout-order__steps">
          <Section
            title={translate('checkout.shipping.addressTitle')}
            error={errorFor('shipping-address')}
          >
            {checkout.isVirtual ? (
              <p>{translate('checkout.shipping.notNeeded')}</p>
            ) : (
              <>
                <fieldset className="checkout-choices">
                  <legend className="ap-visually-hidden">
                    {translate('checkout.shipping.addressTitle')}
                  </legend>
                  {customer.addresses.map((address) => (
                    <label key={address.id} className="checkout-choice">
                      <input
                        type="radio"
                        name="shipping-address"
                        checked={!newAddress && selectedShippingId === address.id}
                        disabled={pending !== null}
                        onChange={() => {
                          setNewAddress(false);
                          run(async () => {
                            await sdk.checkout.setShippingAddress({
                              customerAddressId: address.id,
                            });
                            if (billingSame) await applyBilling(true);
                          });
                        }}
                      />
                      <PostalAddress
                        address={postalAddress(address, countries)}
                        labels={addressLabels}
                      />
                    </label>
                  ))}
                  <label className="checkout-choice">
                    <input
                      type="radio"
                      name="shipping-address"
                      checked={newAddress}
                      onChange={() => setNewAddress(true)}
                    />
                    {translate('checkout.shipping.newAddress')}
                  </label>
                </fieldset>
                {newAddress ? (
                  <NewAddressForm
                    countries={countries}
                    busy={pending === 'shipping-address'}
                    onSubmit={(address) =>
                      run(async () => {
                        await sdk.checkout.setShippingAddress({ address });
                        if (billingSame) await applyBilling(true);
                      })
                    }
                  />
                ) : null}
              </>
            )}
          </Section>

          <Section title={translate('checkout.billing.title')} error={errorFor('billing-address')}>
            {billing.kind === 'locked' ? (
              <>
                {billingAddress ? (
                  <PostalAddress
                    address={postalAddress(billingAddress, countries)}
                    labels={addressLabels}
                  />
                ) : null}
                <p className="checkout-order__note">{translate('checkout.billing.locked')}</p>
              </>
            ) : (
              <>
                <label className="checkout-choice">
                  <input
                    type="checkbox"
                    checked={billingSame}
                    onChange={(event) => {
                      const same = event.currentTarget.checked;
                      setBillingSame(same);
                      if (same) run(() => applyBilling(true));
                    }}
                  />
                  {translate('checkout.billing.sameAsShipping')}
                </label>
                {billingSame ? null : (
                  <fieldset className="checkout-choices">
                    <legend>{translate('checkout.billing.choose')}</legend>
                    {customer.addresses.map((address) => (
                      <label key={address.id} className="checkout-choice">
                        <input
                          type="radio"
                          name="billing-address"
                          checked={checkout.billingAddress?.customerAddressId === address.id}
                          disabled={pending !== null}
                          onChange={() =>
                            run(() =>
                              sdk.checkout.setBillingAddress({ customerAddressId: address.id }),
                            )
                          }
                        />
                        <PostalAddress
                          address={postalAddress(address, countries)}
                          labels={addressLabels}
                        />
                      </label>
                    ))}
                  </fieldset>
                )}
              </>
            )}
          </Section>

          {checkout.isVirtual ? null : (
            <Section
              title={translate('checkout.shipping.methodTitle')}
              error={errorFor('shipping-method')}
            >
              {checkout.shippingMethodsStatus === 'none-for-country' ? (
                <p role="alert">{translate('checkout.noShippingMethods')}</p>
              ) : checkout.shippingMethodsStatus === 'address-missing' ? (
                <p>{translate('checkout.shipping.chooseAddressFirst')}</p>
              ) : (
                <fieldset className="checkout-choices">
                  <legend className="ap-visually-hidden">
                    {translate('checkout.shipping.methodTitle')}
                  </legend>
                  {checkout.shippingMethods.map((method) => (
                    <label
                      key={`${method.carrierCode}/${method.methodCode}`}
                      className="checkout-choice"
                    >
                      <input
                        type="radio"
                        name="shipping-method"
                        checked={
                          checkout.selectedShippingMethod?.carrierCode === method.carrierCode &&
                          checkout.selectedShippingMethod.methodCode === method.methodCode
                        }
                        disabled={!method.available || pending !== null}
                        onChange={() =>
                          run(() =>
                            sdk.checkout.setShippingMethod(method.carrierCode, method.methodCode),
                          )
                        }
                      />
                      <span className="checkout-choice__text">
                        {method.carrierTitle} – {method.methodTitle}
                      </span>
                      <span className="checkout-choice__price">
                        {shippingPriceText(
                          showIncludingTax ? method.priceInclTax : method.priceExclTax,
                        )}
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
            </Section>
          )}

          <Section title={translate('checkout.payment.title')} error={errorFor('payment-method')}>
            <fieldset className="checkout-choices">
              <legend className="ap-visually-hidden">{translate('checkout.payment.title')}</legend>
              {options.map((option) => (
                <label key={option.code} className="checkout-choice">
                  <input
                    type="radio"
                    name="payment-method"
                    value={option.code}
                    checked={chosenPayment === option.code}
                    disabled={pending !== null}
                    onChange={() => {
                      setPayment(option.code);
                      // A card is sent with the order (its fields first); the others at once.
                      if (option.code !== paymentMethodCodes.card) {
                        run(() => sdk.checkout.setPaymentMethod(option.code));
                      }
                    }}
                  />
                  <span className="checkout-choice__text">
                    {option.title}
                    {option.description ? <small> {option.description}</small> : null}
                  </span>
                </label>
              ))}
            </fieldset>
            {chosenPayment === paymentMethodCodes.card ? (
              <div
                className="checkout-card"
                role="group"
                aria-label={translate('checkout.card.title')}
              >
                <TextField
                  name="cc-number"
                  label={translate('checkout.card.number')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  value={card.number}
                  error={cardErrors.number}
                  onChange={(event) => setCard({ ...card, number: event.currentTarget.value })}
                />
                <TextField
                  name="cc-exp"
                  label={translate('checkout.card.expiry')}
                  autoComplete="cc-exp"
                  placeholder="MM/ÅÅ"
                  value={card.expiry}
                  error={cardErrors.expiry}
                  onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })}
                />
                <TextField
                  name="cc-csc"
                  label={translate('checkout.card.cvc')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  value={card.cvc}
                  error={cardErrors.cvc}
                  onChange={(event) => setCard({ ...card, cvc: event.currentTarget.value })}
                />
              </div>
            ) : null}
          </Section>

          <Section title={translate('checkout.orderFields.title')} error={null}>
            <TextField
              name="customer_ref"
              label={translate('checkout.orderFields.customerRef')}
              value={fields.customerRef}
              onChange={(event) =>
                setOrderFields({ ...fields, customerRef: event.currentTarget.value })
              }
            />
            <TextField
              name="customer_order_no"
              label={translate('checkout.orderFields.customerOrderNo')}
              value={fields.customerOrderNo}
              onChange={(event) =>
                setOrderFields({ ...fields, customerOrderNo: event.currentTarget.value })
              }
            />
          </Section>
        </div>

        <aside className="checkout-order__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{translate('checkout.summary.title')}</h2>
          <ul className="checkout-summary__lines">
            {checkout.cart.items.map((line) => {
              const total = showIncludingTax
                ? line.prices.rowTotalIncludingTax
                : line.prices.rowTotal;
              return (
                <li key={line.uid}>
                  <span>
                    {line.quantity} × {line.product.name ?? line.product.sku}{' '}
                    <PartNumber as="span" {...cartLinePartNumber(line)} labels={partNumberLabels} />
                  </span>
                  <span>{total === null ? '' : formatPrice(total)}</span>
                </li>
              );
            })}
          </ul>
          <CouponForm
            appliedCode={checkout.cart.appliedCoupons[0] ?? null}
            busy={coupon.busy}
            error={coupon.error}
            onApply={(code) => void changeCoupon(() => sdk.cart.applyCoupon(code))}
            onRemove={() => void changeCoupon(() => sdk.cart.removeCoupon())}
            labels={couponLabels}
          />
          <OrderTotals rows={checkoutSummaryRows(checkout.totals, { showIncludingTax })} />
          {placeError ? (
            <p role="alert" className="checkout-order__error">
              {placeError}
            </p>
          ) : null}
          <Button
            type="button"
            className="checkout-order__place"
            aria-busy={placing}
            aria-disabled={placing}
            onClick={() => void placeOrder()}
          >
            {placing ? translate('checkout.placing') : translate('checkout.placeOrder')}
          </Button>
        </aside>
      </div>
    </div>
  );

  async function changeCoupon(action: () => Promise<unknown>) {
    setCoupon({ busy: true, error: null });
    try {
      await action();
      setCoupon({ busy: false, error: null });
    } catch (error) {
      setCoupon({ busy: false, error: cartErrorMessage(error) });
    }
  }
}

function Section({
  title,
  error,
  children,
}: {
  title: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <section className="checkout-section">
      <h2>{title}</h2>
      {children}
      {error ? (
        <p role="alert" className="checkout-order__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
