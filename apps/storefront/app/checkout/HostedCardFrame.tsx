import { hostedCardFormUrl, readHostedCardMessage, type HostedCardMessage } from '@agri-parts/sdk';
import { useEffect, useRef, useState } from 'react';

import { translate } from '../i18n/translate';

/** A card the provider's form has confirmed: the token to pay with, and what to show of it. */
export type ConfirmedCard = Extract<HostedCardMessage, { type: 'token' }>;

/** Props of {@link HostedCardFrame}. */
export interface HostedCardFrameProps {
  /** The payment provider's origin (`PAYMENT_PROVIDER_URL`). */
  providerUrl: string;
  /** The amount the shopper confirms (the cart's grand total, NOK). */
  amount: number;
  onToken: (card: ConfirmedCard) => void;
}

/** How long the form may take to say it has loaded before the shopper hears it is unavailable. */
const readyTimeoutMs = 8_000;
/** The form's height until it reports its own (number, expiry and CVC, name, button). */
const initialHeight = 430;

/**
 * The payment provider's hosted card form in an iframe: the card is typed into the provider's
 * page on the provider's origin, so the shop never sees it, and the form posts back a single-use
 * token (only messages from the provider's origin are read). A new amount loads a new form; a
 * form that does not load says so, with a way to try again.
 */
export function HostedCardFrame({ providerUrl, amount, onToken }: HostedCardFrameProps) {
  const [attempt, setAttempt] = useState(0);
  const src = hostedCardFormUrl({
    providerUrl,
    shopOrigin: window.location.origin,
    amount,
    currency: 'NOK',
  });
  return (
    <CardForm
      key={`${src}#${attempt}`}
      src={src}
      providerUrl={providerUrl}
      onToken={onToken}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

function CardForm({
  src,
  providerUrl,
  onToken,
  onRetry,
}: {
  src: string;
  providerUrl: string;
  onToken: (card: ConfirmedCard) => void;
  onRetry: () => void;
}) {
  const [height, setHeight] = useState(initialHeight);
  const [unavailable, setUnavailable] = useState(false);
  // The latest callback, without listening again on every render.
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    const timer = window.setTimeout(() => setUnavailable(true), readyTimeoutMs);
    function onMessage(event: MessageEvent) {
      const message = readHostedCardMessage(event, providerUrl);
      if (message?.type === 'ready') {
        window.clearTimeout(timer);
        setUnavailable(false);
        setHeight(Math.max(message.height, 120));
      } else if (message?.type === 'token') {
        tokenHandler.current(message);
      }
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [providerUrl]);

  return (
    <div className="checkout-card">
      {unavailable ? (
        <div role="alert" className="checkout-card__unavailable">
          <p>{translate('checkout.card.unavailable')}</p>
          <button type="button" className="checkout-card__button" onClick={onRetry}>
            {translate('checkout.card.retry')}
          </button>
        </div>
      ) : null}
      <iframe
        className="checkout-card__frame"
        title={translate('checkout.card.frameTitle')}
        src={src}
        hidden={unavailable}
        style={{ height }}
      />
    </div>
  );
}
