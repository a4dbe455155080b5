import { useEffect, useId, useState, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** One step of a parcel's timeline, already formatted. */
export interface ShipmentTrackingStep {
  /** A key unique among the steps (for example `'IN_TRANSIT'`). */
  id: string;
  /** What the step is (for example `'På vei'`). */
  label: string;
  /** Done, where the parcel is now, or still ahead. */
  state: 'done' | 'current' | 'upcoming';
  /** When it was reached, as shown (for example `'21.11.2026 kl. 09:15'`). */
  date?: string | null;
  /** The same moment for machines (`<time dateTime>`). */
  dateTime?: string | null;
  /** Where (for example `'Bring terminal Alnabru'`). */
  location?: string | null;
}

/** Texts of {@link ShipmentTracking}. */
export interface ShipmentTrackingLabels {
  /** Names the list of steps (for example `'Sendingens status'`). */
  timeline: string;
  /** Read after a step already done (for example `'fullført'`); not shown. */
  done: string;
  /** Term before the carrier (for example `'Transportør'`). */
  carrier: string;
  /** Term before the tracking number (for example `'Sporingsnummer'`). */
  trackingNumber: string;
  /** The copy button (for example `'Kopier sporingsnummeret'`). */
  copy: string;
  /** Announced once the number is copied (for example `'Sporingsnummeret er kopiert'`). */
  copied: string;
  /** The link to the carrier, given its name (for example `(carrier) => \`Spor pakken hos ${carrier}\``). */
  track: (carrier: string) => string;
}

/** Props of {@link ShipmentTracking}: a `<section>`'s props plus the parcel and texts. */
export interface ShipmentTrackingProps extends Omit<
  ComponentProps<'section'>,
  'children' | 'title'
> {
  /** The parcel's heading (for example `'Pakke 1 av 2'`). */
  title: string;
  /** The carrier's name; left out when unknown. */
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The carrier's tracking page; no link without it. */
  trackingUrl?: string | null;
  steps: readonly ShipmentTrackingStep[];
  labels: ShipmentTrackingLabels;
  /** Level of the heading. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Copies the number; the clipboard by default (the button is left out where there is none). */
  onCopyTrackingNumber?: (trackingNumber: string) => Promise<void> | void;
}

function hasClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
}

/**
 * One parcel of an order: its carrier, its tracking number (selectable, with a copy button that
 * says so in a live region) and a link to the carrier's tracking page, over a vertical timeline —
 * an ordered list of the stages with the parcel's current one marked `aria-current="step"`, those
 * before it read as done, each with when and where. Fits a 320 px phone (text wraps).
 */
export function ShipmentTracking({
  title,
  carrier,
  trackingNumber,
  trackingUrl,
  steps,
  labels,
  headingLevel = 3,
  onCopyTrackingNumber,
  className,
  ...sectionProps
}: ShipmentTrackingProps) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const Heading = `h${headingLevel}` as const;
  // Known only in the browser, after hydration: the server's HTML and the first render agree.
  const [clipboard, setClipboard] = useState(false);
  useEffect(() => setClipboard(hasClipboard()), []);
  const copy =
    onCopyTrackingNumber ??
    (clipboard ? (text: string) => navigator.clipboard.writeText(text) : null);

  return (
    <section
      aria-labelledby={headingId}
      {...sectionProps}
      className={joinClassNames('ap-shipment-tracking', className)}
    >
      <Heading id={headingId} className="ap-shipment-tracking__title">
        {title}
      </Heading>
      <dl className="ap-shipment-tracking__facts">
        {carrier ? (
          <div className="ap-shipment-tracking__fact">
            <dt>{labels.carrier}</dt>
            <dd>{carrier}</dd>
          </div>
        ) : null}
        {trackingNumber ? (
          <div className="ap-shipment-tracking__fact">
            <dt>{labels.trackingNumber}</dt>
            <dd className="ap-shipment-tracking__number">
              <span className="ap-shipment-tracking__code">{trackingNumber}</span>
              {copy ? (
                <button
                  type="button"
                  className="ap-shipment-tracking__copy"
                  onClick={async () => {
                    await copy(trackingNumber);
                    setCopied(true);
                  }}
                >
                  {labels.copy}
                </button>
              ) : null}
              <span role="status" className="ap-shipment-tracking__copied">
                {copied ? labels.copied : ''}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {trackingUrl && carrier ? (
        <p className="ap-shipment-tracking__link">
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {labels.track(carrier)}
          </a>
        </p>
      ) : null}
      <ol className="ap-shipment-tracking__steps" aria-label={labels.timeline}>
        {steps.map((step) => (
          <li
            key={step.id}
            className="ap-shipment-tracking__step"
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="ap-shipment-tracking__marker" aria-hidden="true">
              {step.state === 'upcoming' ? null : <Icon name="check" size={12} />}
            </span>
            <span className="ap-shipment-tracking__label">
              {step.label}
              {step.state === 'done' ? (
                <span className="ap-visually-hidden"> ({labels.done})</span>
              ) : null}
            </span>
            {step.date ? (
              <span className="ap-shipment-tracking__when">
                {step.dateTime ? <time dateTime={step.dateTime}>{step.date}</time> : step.date}
                {step.location ? `, ${step.location}` : null}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
