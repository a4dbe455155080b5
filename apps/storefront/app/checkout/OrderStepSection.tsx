import { useId, type ReactNode } from 'react';

/** Props of {@link OrderStepSection}. */
export interface OrderStepSectionProps {
  title: string;
  /** What went wrong in this section, in Norwegian; `null` when nothing did. */
  error: string | null;
  children: ReactNode;
}

/**
 * A section of the order step, named by its heading (a region to find and land on): its
 * content and, under it, its error as an alert.
 */
export function OrderStepSection({ title, error, children }: OrderStepSectionProps) {
  const titleId = useId();
  return (
    <section className="checkout-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {error ? (
        <p role="alert" className="checkout-order__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
