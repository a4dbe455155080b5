/** Props of {@link WishlistItemNotes}. */
export interface WishlistItemNotesProps {
  contents?: readonly string[] | null;
  description?: string | null;
}

/** A {@link WishlistItem}'s bundle contents (a list) and the shopper's note, when there are any. */
export function WishlistItemNotes({ contents, description }: WishlistItemNotesProps) {
  return (
    <>
      {contents?.length ? (
        <ul className="ap-wishlist-item__contents">
          {contents.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : null}
      {description ? <p className="ap-wishlist-item__description">{description}</p> : null}
    </>
  );
}
