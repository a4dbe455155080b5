import { Icon, iconNames } from '../Icon/Icon';
import { IconSpriteProvider } from '../Icon/IconSprite';
import { storybookIconSprite } from './storybookIconSprite';
import './docs.css';

/**
 * Every built-in icon with its name, from `iconNames` (which a test keeps equal to the sprite's
 * symbols), so a new icon shows up here. Documentation pages get no story decorators: the
 * gallery names the sprite itself.
 */
export function IconGallery() {
  return (
    <IconSpriteProvider href={storybookIconSprite}>
      <ul className="ap-docs-icons" data-icon-count={iconNames.length}>
        {iconNames.map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </IconSpriteProvider>
  );
}
