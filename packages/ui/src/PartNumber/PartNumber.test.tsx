import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartNumber } from './PartNumber';

const labels = { sku: 'Varenr.', originalNumber: 'Orig.nr.' };

describe('PartNumber', () => {
  it('shows the part number and the original number, each with its label', () => {
    render(<PartNumber sku="MF-3595854M1" originalNumber="3595854M1" labels={labels} />);

    const line = screen.getByText('Varenr. MF-3595854M1').parentElement!;
    expect(line.tagName).toBe('P');
    expect(line.className).toBe('ap-part-number');
    expect(line.textContent).toBe('Varenr. MF-3595854M1 Orig.nr. 3595854M1');
  });

  it('shows the part number alone when there is no original number', () => {
    const { container } = render(
      <PartNumber sku="SP-1" originalNumber={null} labels={labels} className="extra" id="p" />,
    );

    const line = container.querySelector('p')!;
    expect(line.textContent).toBe('Varenr. SP-1');
    expect(line.className).toBe('ap-part-number extra');
    expect(line.id).toBe('p');
  });

  it('is a span inside phrasing content when asked', () => {
    const { container } = render(<PartNumber as="span" sku="SP-1" labels={labels} />);
    expect(container.firstElementChild!.tagName).toBe('SPAN');
  });
});
