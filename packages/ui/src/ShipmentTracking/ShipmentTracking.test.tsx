import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShipmentTracking, type ShipmentTrackingStep } from './ShipmentTracking';

const labels = {
  timeline: 'Sendingens status',
  done: 'fullført',
  carrier: 'Transportør',
  trackingNumber: 'Sporingsnummer',
  copy: 'Kopier sporingsnummeret',
  copied: 'Sporingsnummeret er kopiert',
  track: (carrier: string) => `Spor pakken hos ${carrier}`,
};

const steps: ShipmentTrackingStep[] = [
  { id: 'A', label: 'Registrert', state: 'done', date: '20.11.2026', dateTime: '2026-11-20' },
  { id: 'B', label: 'På vei', state: 'current', date: '21.11.2026', location: 'Alnabru' },
  { id: 'C', label: 'Levert', state: 'upcoming' },
];

describe('ShipmentTracking', () => {
  it('lists the stages in order, the current one marked, the done ones read as done', () => {
    render(<ShipmentTracking title="Pakke 1" carrier="PostNord" steps={steps} labels={labels} />);
    const list = screen.getByRole('list', { name: 'Sendingens status' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Registrert (fullført)20.11.2026',
      'På vei21.11.2026, Alnabru',
      'Levert',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(within(items[0]!).getByText('20.11.2026').getAttribute('datetime')).toBe('2026-11-20');
    expect(screen.getByRole('region', { name: 'Pakke 1' })).toBeDefined();
  });

  it('links to the carrier in a new tab, and copies the tracking number, saying so', async () => {
    const onCopyTrackingNumber = vi.fn();
    render(
      <ShipmentTracking
        title="Pakke 1"
        carrier="Posten/Bring"
        trackingNumber="370722000000012347"
        trackingUrl="https://sporing.bring.no/sporing/370722000000012347"
        steps={steps}
        labels={labels}
        onCopyTrackingNumber={onCopyTrackingNumber}
      />,
    );
    const link = screen.getByRole('link', { name: 'Spor pakken hos Posten/Bring' });
    expect(link.getAttribute('href')).toBe('https://sporing.bring.no/sporing/370722000000012347');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('status').textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Kopier sporingsnummeret' }));
    expect(onCopyTrackingNumber).toHaveBeenCalledWith('370722000000012347');
    expect(screen.getByRole('status').textContent).toBe('Sporingsnummeret er kopiert');
  });

  it('has no link without a tracking page, and no tracking line without a number', () => {
    render(<ShipmentTracking title="Pakke 1" carrier="DHL" steps={steps} labels={labels} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Sporingsnummer')).toBeNull();
    expect(screen.getByText('DHL')).toBeDefined();
  });

  it('hydrates the server HTML without a mismatch, and offers the clipboard copy only then', async () => {
    const tree = (
      <ShipmentTracking
        title="Pakke 1"
        carrier="PostNord"
        trackingNumber="00370712345678901234"
        steps={steps}
        labels={labels}
      />
    );
    const html = renderToString(tree);
    expect(html).not.toContain('Kopier sporingsnummeret');
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(
      within(container).getByRole('button', { name: 'Kopier sporingsnummeret' }),
    ).toBeDefined();
    vi.unstubAllGlobals();
    container.remove();
  });
});
