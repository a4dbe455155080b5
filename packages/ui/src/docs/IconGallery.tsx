import { Icon, iconNames } from '../Icon/Icon';
import './docs.css';

/** Every built-in icon with its name, taken from the icon map so a new icon shows up here. */
export function IconGallery() {
  return (
    <ul className="ap-docs-icons" data-icon-count={iconNames.length}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size={32} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
