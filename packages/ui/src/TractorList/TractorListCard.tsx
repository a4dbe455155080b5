import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { PostForm } from '../internal/PostForm';
import { Link } from '../Link/Link';
import type { TractorListItem, TractorListLabels } from './TractorList';

/** Props of {@link TractorListCard}. */
export interface TractorListCardProps {
  item: TractorListItem;
  labels: TractorListLabels;
  /** The heading's id, which names the card and describes its actions. */
  headingId: string;
  headingLevel: 2 | 3 | 4;
}

/**
 * One machine of the {@link TractorList}: its name (the nickname, else brand and model), brand
 * and model under a nickname, finder and plate, the active badge, and its actions.
 */
export function TractorListCard({ item, labels, headingId, headingLevel }: TractorListCardProps) {
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className="ap-tractor-list__card"
      aria-labelledby={headingId}
      data-active={item.active || undefined}
    >
      <div className="ap-tractor-list__head">
        <Icon name="tractor" size={28} className="ap-tractor-list__icon" />
        <div>
          <Heading id={headingId} className="ap-tractor-list__name">
            {item.nickname || item.title}
          </Heading>
          {item.nickname ? <p className="ap-tractor-list__title">{item.title}</p> : null}
        </div>
        {item.active ? (
          <Badge variant="info" className="ap-tractor-list__active">
            {labels.active}
          </Badge>
        ) : null}
      </div>
      <dl className="ap-tractor-list__facts">
        <div>
          <dt>{labels.finder}</dt>
          <dd>{item.finder}</dd>
        </div>
        {item.licensePlate ? (
          <div>
            <dt>{labels.licensePlate}</dt>
            <dd className="ap-tractor-list__plate">{item.licensePlate}</dd>
          </div>
        ) : null}
      </dl>
      <TractorListCardActions item={item} labels={labels} headingId={headingId} />
    </article>
  );
}

/**
 * A {@link TractorListCard}'s actions: a link to the machine's parts, "use this" (not on the
 * active one) and remove, both form posts so they work before hydration.
 */
function TractorListCardActions({
  item,
  labels,
  headingId,
}: Pick<TractorListCardProps, 'item' | 'labels' | 'headingId'>) {
  return (
    <div className="ap-tractor-list__actions">
      {item.partsHref ? (
        <Link
          href={item.partsHref}
          className="ap-tractor-list__action"
          aria-describedby={headingId}
        >
          <Icon name="chevron-right" size={18} />
          {labels.showParts}
        </Link>
      ) : null}
      {item.diagramsHref && labels.showDiagrams ? (
        <Link
          href={item.diagramsHref}
          className="ap-tractor-list__action"
          aria-describedby={headingId}
        >
          <Icon name="grid" size={18} />
          {labels.showDiagrams}
        </Link>
      ) : null}
      {item.setActivePost && !item.active ? (
        <PostForm
          post={item.setActivePost}
          formClassName="ap-tractor-list__form"
          buttonClassName="ap-tractor-list__action"
          describedBy={headingId}
        >
          <Icon name="check" size={18} />
          {labels.setActive}
        </PostForm>
      ) : null}
      {item.removePost ? (
        <PostForm
          post={item.removePost}
          formClassName="ap-tractor-list__form"
          buttonClassName="ap-tractor-list__action ap-tractor-list__action--remove"
          describedBy={headingId}
        >
          <Icon name="close" size={18} />
          {labels.remove}
        </PostForm>
      ) : null}
    </div>
  );
}
