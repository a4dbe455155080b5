import { postcodeTown } from '@agri-parts/sdk';
import { useEffect, useRef, useState } from 'react';

import { translate } from '../i18n/translate';
import { loadPostcodeRegister } from './postcodeRegister';

/** Sets a field's value the way typing would, so form libraries listening for input see it. */
function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Fills the town (poststed) when four digits of a Norwegian postcode are typed in the enclosing
 * form, and says so politely. It fills an empty town, or one it filled itself; a town the shopper
 * typed stays theirs. Renders only the live region; without JavaScript the server fills an empty
 * town instead.
 */
export function PoststedFiller({
  postcodeName = 'postcode',
  cityName = 'city',
  countryName = 'countryCode',
}: {
  postcodeName?: string;
  cityName?: string;
  countryName?: string;
}) {
  const anchor = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    let filled: string | null = null;
    const field = (name: string) => form.elements.namedItem(name);

    async function fill(event: Event) {
      const postcode = field(postcodeName);
      const city = field(cityName);
      if (event.target !== postcode || !(postcode instanceof HTMLInputElement)) return;
      if (!(city instanceof HTMLInputElement)) return;
      const country = field(countryName);
      const countryCode = country instanceof HTMLSelectElement ? country.value : 'NO';
      const digits = postcode.value.trim();
      if (countryCode.toUpperCase() !== 'NO' || !/^\d{4}$/.test(digits)) return;
      const town = postcodeTown(digits, await loadPostcodeRegister());
      if (town === null || postcode.value.trim() !== digits) return;
      if (city.value.trim() !== '' && city.value !== filled) return;
      filled = town;
      typeInto(city, town);
      setAnnouncement(translate('address.poststedFilled', { town }));
    }

    // Loading on first focus means the table is usually there by the fourth digit.
    const preload = () => void loadPostcodeRegister().catch(() => undefined);
    const onInput = (event: Event) => void fill(event).catch(() => undefined);
    form.addEventListener('focusin', preload, { once: true });
    form.addEventListener('input', onInput);
    return () => {
      form.removeEventListener('focusin', preload);
      form.removeEventListener('input', onInput);
    };
  }, [postcodeName, cityName, countryName]);

  return (
    <p ref={anchor} className="ap-visually-hidden" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
