import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPostalAddress } from '../fixtures/buildAccount';
import { PostalAddress } from './PostalAddress';

const labels = { telephone: 'Telefon', vatId: 'Org.nr.' };

function lines(container: HTMLElement) {
  return [...container.querySelectorAll('.ap-postal-address__line')].map(
    (line) => line.textContent,
  );
}

describe('PostalAddress', () => {
  it('renders one line per part in an <address>', () => {
    const { container } = render(<PostalAddress address={buildPostalAddress()} labels={labels} />);

    expect(container.querySelector('address')).not.toBeNull();
    expect(lines(container)).toEqual([
      'Ola Nordmann',
      'Storgata 12',
      'Leilighet H0201',
      '2615 Lillehammer',
      'Norge',
      'Telefon +47 412 34 567',
    ]);
  });

  it('leaves out empty parts and, when asked, the name', () => {
    const { container } = render(
      <PostalAddress
        hideName
        labels={labels}
        address={buildPostalAddress({
          company: '  ',
          street: ['Postboks 40', ''],
          region: 'Innlandet',
          country: null,
          telephone: null,
        })}
      />,
    );

    expect(lines(container)).toEqual(['Postboks 40', '2615 Lillehammer', 'Innlandet']);
  });
});
