import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  buildAddressCardLabels,
  buildCompanyAddress,
  buildPostalAddress,
} from '../fixtures/buildAccount';
import { AddressCard } from './AddressCard';

const labels = buildAddressCardLabels();

function describedByText(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('AddressCard', () => {
  it('shows the address under the name as a heading, named by it', () => {
    render(<AddressCard address={buildCompanyAddress()} labels={labels} headingLevel={2} />);

    const card = screen.getByRole('article', { name: 'Kari Haugen' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Kari Haugen');
    const lines = [...card.querySelectorAll('address > .ap-postal-address__line')].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual([
      'Haugen Gård AS',
      'Haugenvegen 45',
      '2390 Moelv',
      'Norge',
      'Telefon +47 62 36 00 00',
      'Org.nr. NO987654321MVA',
    ]);
    expect(within(card).getByRole('link', { name: '+47 62 36 00 00' }).getAttribute('href')).toBe(
      'tel:+4762360000',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the default billing and shipping badges', () => {
    const { rerender } = render(<AddressCard address={buildPostalAddress()} labels={labels} />);
    expect(screen.queryByText('Standard fakturaadresse')).toBeNull();

    rerender(
      <AddressCard address={buildPostalAddress()} labels={labels} defaultBilling defaultShipping />,
    );

    expect(screen.getByText('Standard fakturaadresse')).toBeDefined();
    expect(screen.getByText('Standard leveringsadresse')).toBeDefined();
    expect(screen.getByRole('article').dataset.defaultBilling).toBe('true');
  });

  it('links to the edit page and deletes through the callback, both described by the name', async () => {
    const onDelete = vi.fn();
    render(
      <AddressCard
        address={buildPostalAddress()}
        labels={labels}
        editHref="/customer/addresses-details/edit/12"
        onDelete={onDelete}
      />,
    );

    const edit = screen.getByRole('link', { name: 'Rediger' });
    expect(edit.getAttribute('href')).toBe('/customer/addresses-details/edit/12');
    expect(describedByText(edit)).toBe('Ola Nordmann');
    const remove = screen.getByRole('button', { name: 'Slett' });
    expect(describedByText(remove)).toBe('Ola Nordmann');

    await userEvent.click(remove);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows why a company billing address cannot be changed, once for both actions', async () => {
    const onDelete = vi.fn();
    const reason = 'Bedriftskunder kan ikke endre fakturaadressen.';
    render(
      <AddressCard
        address={buildCompanyAddress()}
        labels={labels}
        editHref="/customer/addresses-details/edit/3"
        editDisabledReason={reason}
        onDelete={onDelete}
        deleteDisabledReason={reason}
      />,
    );

    expect(screen.getAllByText(reason)).toHaveLength(1);
    // The edit link has no address, so it goes nowhere.
    const edit = screen.getByText('Rediger').closest('a')!;
    expect(edit.hasAttribute('href')).toBe(false);
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(describedByText(edit)).toBe(`Kari Haugen | ${reason}`);
    const remove = screen.getByRole('button', { name: 'Slett' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(describedByText(remove)).toBe(`Kari Haugen | ${reason}`);

    await userEvent.click(remove);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows a different reason for each action', () => {
    render(
      <AddressCard
        address={buildPostalAddress()}
        labels={labels}
        editHref="/e"
        editDisabledReason="Kan ikke endres"
        onDelete={() => {}}
        deleteDisabledReason="Kan ikke slettes"
      />,
    );

    expect(describedByText(screen.getByRole('button', { name: 'Slett' }))).toBe(
      'Ola Nordmann | Kan ikke slettes',
    );
    expect(screen.getByText('Kan ikke endres')).toBeDefined();
  });

  it('does not delete twice while a delete is on its way', async () => {
    const onDelete = vi.fn();
    render(
      <AddressCard address={buildPostalAddress()} labels={labels} onDelete={onDelete} deleting />,
    );

    const remove = screen.getByRole('button', { name: 'Slett' });
    await userEvent.click(remove);

    expect(onDelete).not.toHaveBeenCalled();
    expect(remove.getAttribute('aria-busy')).toBe('true');
  });

  it('deletes with a form post that works before hydration', () => {
    const html = renderToString(
      <AddressCard
        address={buildPostalAddress()}
        labels={labels}
        deletePost={{
          action: '/customer/addresses-details',
          fields: { intent: 'delete', id: '12' },
        }}
      />,
    );

    expect(html).toMatch(/<form[^>]*\saction="\/customer\/addresses-details"/);
    expect(html).toMatch(/<form[^>]*\smethod="post"/);
    expect(html).toContain('<input type="hidden" name="id" value="12"/>');
    expect(html).toContain('<input type="hidden" name="intent" value="delete"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Slett<\/button>/);
  });

  it('lets the app confirm before the delete post goes', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <AddressCard
        address={buildPostalAddress()}
        labels={labels}
        deletePost={{ action: '/d', fields: { id: '12' }, onSubmit }}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Slett' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
