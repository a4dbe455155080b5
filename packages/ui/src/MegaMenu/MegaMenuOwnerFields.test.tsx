import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMegaMenuItem } from '../fixtures/buildMegaMenuItems';
import { MegaMenu } from './MegaMenu';

const labels = { navigation: 'Hovedmeny', submenu: (title: string) => `Undermeny for ${title}` };

describe("MegaMenu: the owner's content, show_title and width", () => {
  it("shows an item's content in its panel, even an item without sub-items", async () => {
    render(
      <MegaMenu
        items={[
          buildMegaMenuItem({
            title: 'Kjøretøyopplysninger',
            content: <p>Slå opp hos Statens vegvesen.</p>,
          }),
        ]}
        labels={labels}
        trigger="click"
        clickDelay={0}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Undermeny for Kjøretøyopplysninger' });
    await userEvent.click(toggle);
    await screen.findByText('Slå opp hos Statens vegvesen.');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives the panel its width and leaves out the titles the owner hides', async () => {
    render(
      <MegaMenu
        items={[
          buildMegaMenuItem({
            title: 'Filter',
            width: '40rem',
            children: [
              buildMegaMenuItem({
                title: 'Oljefilter',
                showTitle: false,
                children: [buildMegaMenuItem({ title: 'Motorolje­filter' })],
              }),
              buildMegaMenuItem({ title: 'Luftfilter' }),
            ],
          }),
        ]}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undermeny for Filter' }));
    const panel = document.querySelector<HTMLElement>('.ap-mega-menu__panel');
    expect(panel?.style.width).toBe('40rem');
    expect(screen.queryByRole('link', { name: 'Oljefilter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Motorolje­filter' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Luftfilter' })).toBeDefined();
  });
});
