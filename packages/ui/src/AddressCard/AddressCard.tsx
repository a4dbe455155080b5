import { useId, type ComponentProps } from 'react';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import type { FormPost } from '../internal/PostForm';
import {
  PostalAddress,
  type PostalAddressLabels,
  type PostalAddressValue,
} from '../PostalAddress/PostalAddress';
import { AddressCardActions } from './AddressCardActions';

/** Texts of {@link AddressCard}. */
export interface AddressCardLabels extends PostalAddressLabels {
  /** Badge of the default billing address (for example `'Standard fakturaadresse'`). */
  defaultBilling: string;
  /** Badge of the default shipping address (for example `'Standard leveringsadresse'`). */
  defaultShipping: string;
  /** For example `'Rediger'`. */
  edit: string;
  /** For example `'Slett'`. */
  delete: string;
}

/** Props of {@link AddressCard}: an `<article>`'s props plus the address, its roles and actions. */
export interface AddressCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  address: PostalAddressValue;
  labels: AddressCardLabels;
  defaultBilling?: boolean;
  defaultShipping?: boolean;
  /** The edit page; no edit action without it. */
  editHref?: string | null;
  /** Why the address cannot be edited (a company's billing address): shown, and the action is disabled. */
  editDisabledReason?: string | null;
  /** Delete with a button calling this (the app confirms first). */
  onDelete?: () => void;
  /** Delete with a form post instead (works before hydration; `onSubmit` may confirm first). */
  deletePost?: FormPost;
  /** Why the address cannot be deleted: shown, and the action is disabled. */
  deleteDisabledReason?: string | null;
  /** A delete through `onDelete` is on its way: the button is `aria-busy` and does nothing. */
  deleting?: boolean;
  /** Level of the heading with the name. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One saved address of the customer: the name as a heading, the address, badges for the default
 * billing and shipping address, and edit (a link) and delete (a button, or a form post) actions,
 * each named with the address's name through `aria-describedby`. An action the customer may not
 * take stays in place, `aria-disabled` and described by its reason, which is shown in the card:
 * company customers see why their billing address cannot be changed, not only a greyed button.
 */
export function AddressCard({
  address,
  labels,
  defaultBilling = false,
  defaultShipping = false,
  editHref,
  editDisabledReason,
  onDelete,
  deletePost,
  deleteDisabledReason,
  deleting = false,
  headingLevel = 3,
  className,
  ...articleProps
}: AddressCardProps) {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const editReasonId = `${baseId}-edit-reason`;
  const deleteReasonId = `${baseId}-delete-reason`;
  const Heading = `h${headingLevel}` as const;
  const canDelete = Boolean(onDelete || deletePost);
  const hasEdit = Boolean(editHref) || Boolean(editDisabledReason);
  // One note when both actions are disabled for the same reason.
  const sameReason = Boolean(editDisabledReason) && editDisabledReason === deleteDisabledReason;
  const deleteReasonRef = sameReason ? editReasonId : deleteReasonId;

  return (
    <article
      {...articleProps}
      className={joinClassNames('ap-address-card', className)}
      aria-labelledby={nameId}
      data-default-billing={defaultBilling || undefined}
      data-default-shipping={defaultShipping || undefined}
    >
      <Heading id={nameId} className="ap-address-card__name">
        {address.name}
      </Heading>
      {defaultBilling || defaultShipping ? (
        <p className="ap-address-card__badges">
          {defaultBilling ? <Badge variant="info">{labels.defaultBilling}</Badge> : null}
          {defaultShipping ? <Badge variant="info">{labels.defaultShipping}</Badge> : null}
        </p>
      ) : null}
      <PostalAddress address={address} labels={labels} hideName />
      {editDisabledReason ? (
        <p id={editReasonId} className="ap-address-card__note">
          <Icon name="info" size={18} />
          {editDisabledReason}
        </p>
      ) : null}
      {deleteDisabledReason && !sameReason ? (
        <p id={deleteReasonId} className="ap-address-card__note">
          <Icon name="info" size={18} />
          {deleteDisabledReason}
        </p>
      ) : null}
      {hasEdit || canDelete ? (
        <AddressCardActions
          labels={labels}
          nameId={nameId}
          editReasonId={editReasonId}
          deleteReasonId={deleteReasonRef}
          editHref={editHref}
          editDisabledReason={editDisabledReason}
          onDelete={onDelete}
          deletePost={deletePost}
          deleteDisabledReason={deleteDisabledReason}
          deleting={deleting}
        />
      ) : null}
    </article>
  );
}
