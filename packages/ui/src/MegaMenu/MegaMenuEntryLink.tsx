import { Image } from '../Image/Image';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import type { MegaMenuItem } from './MegaMenuItem';

/** Props of {@link MegaMenuEntryLink}. */
export interface MegaMenuEntryLinkProps {
  item: MegaMenuItem;
  className: string;
  onClick?: () => void;
}

/**
 * An entry's title with its icon: a link when the entry has an address, plain text otherwise.
 * Shared by the desktop {@link MegaMenu} and the {@link MobileMenu}.
 */
export function MegaMenuEntryLink({ item, className, onClick }: MegaMenuEntryLinkProps) {
  const content = (
    <>
      {item.iconUrl ? (
        <Image className="ap-mega-menu__icon" src={item.iconUrl} alt="" width={24} height={24} />
      ) : null}
      {item.title}
    </>
  );
  if (item.href === null) {
    return <span className={joinClassNames(className, 'ap-mega-menu__text')}>{content}</span>;
  }
  return (
    <Link
      className={className}
      href={item.href}
      target={item.target ?? undefined}
      onClick={onClick}
    >
      {content}
    </Link>
  );
}
