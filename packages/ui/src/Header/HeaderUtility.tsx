import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Toggle } from '../Toggle/Toggle';
import type { HeaderLabels, HeaderPhone, HeaderTaxDisplay } from './Header';

/** Props of {@link HeaderUtility}. */
export interface HeaderUtilityProps {
  phone: HeaderPhone | null | undefined;
  taxDisplay: HeaderTaxDisplay | null | undefined;
  labels: Pick<HeaderLabels, 'phone' | 'taxToggle' | 'toggleOn' | 'toggleOff'>;
}

/** The {@link Header}'s phone link and tax display switch; nothing without either. */
export function HeaderUtility({ phone, taxDisplay, labels }: HeaderUtilityProps) {
  if (!phone && !taxDisplay) return null;
  return (
    <div className="ap-header__utility">
      {phone ? (
        <Link
          className="ap-header__phone"
          href={`tel:${phone.number}`}
          aria-label={`${labels.phone} ${phone.display}`}
        >
          <Icon name="phone" size={18} />
          {phone.display}
        </Link>
      ) : null}
      {taxDisplay ? (
        <Toggle
          className="ap-header__tax-toggle"
          label={labels.taxToggle}
          onLabel={labels.toggleOn}
          offLabel={labels.toggleOff}
          checked={taxDisplay.checked}
          onCheckedChange={taxDisplay.onCheckedChange}
        />
      ) : null}
    </div>
  );
}
