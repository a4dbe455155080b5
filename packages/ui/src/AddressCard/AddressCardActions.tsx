import { Icon } from '../Icon/Icon';
import { PostForm, type FormPost } from '../internal/PostForm';
import { Link } from '../Link/Link';
import type { AddressCardLabels } from './AddressCard';

/** Props of {@link AddressCardActions}. */
export interface AddressCardActionsProps {
  labels: Pick<AddressCardLabels, 'edit' | 'delete'>;
  /** The id of the card's heading, which names each action. */
  nameId: string;
  /** The id of the note saying why editing is disabled. */
  editReasonId: string;
  /** The id of the note saying why deleting is disabled (the edit note's, when they agree). */
  deleteReasonId: string;
  editHref: string | null | undefined;
  editDisabledReason: string | null | undefined;
  onDelete: (() => void) | undefined;
  deletePost: FormPost | undefined;
  deleteDisabledReason: string | null | undefined;
  deleting: boolean;
}

/**
 * The {@link AddressCard}'s edit link and delete button (or delete form), each named by the
 * card's heading; a disabled one stays in place, `aria-disabled` and described by its reason.
 */
export function AddressCardActions({
  labels,
  nameId,
  editReasonId,
  deleteReasonId,
  editHref,
  editDisabledReason,
  onDelete,
  deletePost,
  deleteDisabledReason,
  deleting,
}: AddressCardActionsProps) {
  const canDelete = Boolean(onDelete || deletePost);

  return (
    <div className="ap-address-card__actions">
      {editDisabledReason ? (
        <a
          role="link"
          aria-disabled="true"
          className="ap-address-card__action"
          aria-describedby={`${nameId} ${editReasonId}`}
        >
          <Icon name="chevron-right" size={18} />
          {labels.edit}
        </a>
      ) : editHref ? (
        <Link href={editHref} className="ap-address-card__action" aria-describedby={nameId}>
          <Icon name="chevron-right" size={18} />
          {labels.edit}
        </Link>
      ) : null}
      {!canDelete ? null : deleteDisabledReason ? (
        <button
          type="button"
          className="ap-address-card__action ap-address-card__action--delete"
          aria-disabled="true"
          aria-describedby={`${nameId} ${deleteReasonId}`}
        >
          <Icon name="close" size={18} />
          {labels.delete}
        </button>
      ) : deletePost ? (
        <PostForm
          post={deletePost}
          formClassName="ap-address-card__delete-form"
          buttonClassName="ap-address-card__action ap-address-card__action--delete"
          describedBy={nameId}
        >
          <Icon name="close" size={18} />
          {labels.delete}
        </PostForm>
      ) : (
        <button
          type="button"
          className="ap-address-card__action ap-address-card__action--delete"
          aria-describedby={nameId}
          aria-busy={deleting || undefined}
          data-state={deleting ? 'busy' : 'idle'}
          onClick={deleting ? undefined : onDelete}
        >
          <Icon name="close" size={18} />
          {labels.delete}
        </button>
      )}
    </div>
  );
}
