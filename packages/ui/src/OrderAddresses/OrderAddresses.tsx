import { useId, type ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import {
  PostalAddress,
  type PostalAddressLabels,
  type PostalAddressValue,
} from '../PostalAddress/PostalAddress';

/** One block of an {@link OrderAddresses}: an address, or lines of text (such as a shipping method). */
export interface OrderAddressesBlock {
  /** The block's heading (for example `'Leveringsadresse'`, `'Betalingsmåte'`). */
  title: string;
  address?: PostalAddressValue | null;
  /** Lines shown when there is no address (for example `['Bring – hjemlevering']`). */
  lines?: readonly string[];
}

/** Props of {@link OrderAddresses}: a `<div>`'s props plus the blocks. */
export interface OrderAddressesProps extends Omit<ComponentProps<'div'>, 'children'> {
  blocks: readonly OrderAddressesBlock[];
  labels: PostalAddressLabels;
  /** Level of the blocks' headings. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The addresses of an order side by side (billing and shipping, and the shipping and payment
 * methods as text blocks): one column on phones, two from 768 px. Each block is a section named
 * by its heading.
 */
export function OrderAddresses({
  blocks,
  labels,
  headingLevel = 3,
  className,
  ...divProps
}: OrderAddressesProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div {...divProps} className={joinClassNames('ap-order-addresses', className)}>
      {blocks.map((block, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <section
            key={`${index}-${block.title}`}
            className="ap-order-addresses__block"
            aria-labelledby={headingId}
          >
            <Heading id={headingId} className="ap-order-addresses__title">
              {block.title}
            </Heading>
            {block.address ? (
              <PostalAddress address={block.address} labels={labels} />
            ) : (
              block.lines?.map((line, lineIndex) => (
                <p key={`${lineIndex}-${line}`} className="ap-order-addresses__line">
                  {line}
                </p>
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}
