import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMegaMenuItems, buildMegaMenuTopLevel } from '../fixtures/buildMegaMenuItems';
import { MegaMenu, type MegaMenuProps } from './MegaMenu';

const labels = { navigation: 'Hovedmeny', submenu: (title: string) => `Undermeny for ${title}` };

function renderMenu(props: Partial<MegaMenuProps> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <>
      <MegaMenu items={buildMegaMenuItems()} labels={labels} {...props} />
      <button type="button">Utenfor</button>
    </>,
  );
  return { user, ...view };
}

function panelLink(name: string) {
  return screen.queryByRole('link', { name });
}

function toggle(title: string) {
  return screen.getByRole('button', { name: `Undermeny for ${title}` });
}

describe('MegaMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts every link in the server HTML, top-level items as links with a closed disclosure', () => {
    const html = renderToString(<MegaMenu items={buildMegaMenuItems()} labels={labels} />);

    expect(html).toContain('aria-label="Hovedmeny"');
    expect(html).toContain('href="/traktordeler.html"');
    expect(html).toContain('href="/stempler-og-foringer.html"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('shows top-level links and hides the panels until opened', () => {
    renderMenu();

    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(nav.dataset.state).toBe('closed');
    expect(screen.getByRole('link', { name: 'Traktordeler' }).getAttribute('href')).toBe(
      '/traktordeler.html',
    );
    expect(toggle('Traktordeler').getAttribute('aria-expanded')).toBe('false');
    expect(panelLink('Motor')).toBeNull();
    // An item without a link opens its panel from its own title button.
    expect(screen.getByRole('button', { name: 'Redskap' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // An item without children has no disclosure.
    expect(screen.queryByRole('button', { name: 'Undermeny for Tilbud' })).toBeNull();
  });

  it('opens on hover after 300 ms, not before', async () => {
    const { user } = renderMenu();

    await user.hover(screen.getByRole('link', { name: 'Traktordeler' }));
    act(() => vi.advanceTimersByTime(299));
    expect(panelLink('Motor')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(panelLink('Motor')).not.toBeNull();
    expect(toggle('Traktordeler').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation').dataset.state).toBe('open');
  });

  it('closes a hover-opened panel on Escape while focus is elsewhere, leaving focus there', async () => {
    const { user } = renderMenu();
    const outside = screen.getByRole('button', { name: 'Utenfor' });
    outside.focus();

    await user.hover(screen.getByRole('link', { name: 'Traktordeler' }));
    act(() => vi.advanceTimersByTime(300));
    expect(toggle('Traktordeler').getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(toggle('Traktordeler').getAttribute('aria-expanded')).toBe('false');
    expect(panelLink('Motor')).toBeNull();
    expect(document.activeElement).toBe(outside);
  });

  it('does not open when the pointer leaves before the delay, and closes on leave', async () => {
    const { user } = renderMenu();

    await user.hover(screen.getByRole('link', { name: 'Hydraulikk' }));
    act(() => vi.advanceTimersByTime(200));
    await user.unhover(screen.getByRole('link', { name: 'Hydraulikk' }));
    act(() => vi.advanceTimersByTime(500));
    expect(panelLink('Sylindre')).toBeNull();

    await user.hover(screen.getByRole('link', { name: 'Hydraulikk' }));
    act(() => vi.advanceTimersByTime(300));
    expect(panelLink('Sylindre')).not.toBeNull();

    await user.unhover(screen.getByRole('link', { name: 'Hydraulikk' }));
    expect(panelLink('Sylindre')).toBeNull();
  });

  it('honours a custom hover delay', async () => {
    const { user } = renderMenu({ hoverDelay: 50 });

    await user.hover(screen.getByRole('link', { name: 'Traktordeler' }));
    act(() => vi.advanceTimersByTime(50));

    expect(panelLink('Motor')).not.toBeNull();
  });

  it('opens 100 ms after a click in click mode, and ignores hovering', async () => {
    const { user } = renderMenu({ trigger: 'click' });

    await user.hover(screen.getByRole('link', { name: 'Traktordeler' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(panelLink('Motor')).toBeNull();

    await user.click(toggle('Traktordeler'));
    act(() => vi.advanceTimersByTime(99));
    expect(panelLink('Motor')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(panelLink('Motor')).not.toBeNull();

    await user.click(toggle('Traktordeler'));
    expect(panelLink('Motor')).toBeNull();
  });

  it('opens at once from the disclosure button in hover mode', async () => {
    const { user } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Redskap' }));

    expect(panelLink('Plogdeler')).not.toBeNull();
  });

  it('closes on an outside click', async () => {
    const { user } = renderMenu({ trigger: 'click' });
    await user.click(toggle('Hydraulikk'));
    act(() => vi.advanceTimersByTime(100));
    expect(panelLink('Sylindre')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Utenfor' }));

    expect(panelLink('Sylindre')).toBeNull();
  });

  it('closes when the close signal changes, as on navigation', async () => {
    const { user, rerender } = renderMenu({ closeSignal: 'location-1' });
    await user.click(toggle('Traktordeler'));
    expect(panelLink('Motor')).not.toBeNull();

    rerender(<MegaMenu items={buildMegaMenuItems()} labels={labels} closeSignal="location-1" />);
    expect(panelLink('Motor')).not.toBeNull();

    rerender(<MegaMenu items={buildMegaMenuItems()} labels={labels} closeSignal="location-2" />);
    expect(panelLink('Motor')).toBeNull();
  });

  it('drops a pending hover open when the close signal changes', async () => {
    const { user, rerender } = renderMenu({ closeSignal: 'location-1' });
    await user.hover(screen.getByRole('link', { name: 'Traktordeler' }));
    act(() => vi.advanceTimersByTime(200));

    rerender(<MegaMenu items={buildMegaMenuItems()} labels={labels} closeSignal="location-2" />);
    act(() => vi.advanceTimersByTime(500));

    expect(panelLink('Motor')).toBeNull();
  });

  it('closes on Escape and returns focus to the top-level link', async () => {
    const { user } = renderMenu();
    await user.click(toggle('Traktordeler'));
    screen.getByRole('link', { name: 'Motor' }).focus();

    await user.keyboard('{Escape}');

    expect(panelLink('Motor')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Traktordeler' }));
  });

  it('moves between top-level items with the arrow keys, Home and End', async () => {
    const { user } = renderMenu();
    screen.getByRole('link', { name: 'Traktordeler' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Hydraulikk' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Traktordeler' }));

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tilbud' }));

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Traktordeler' }));
  });

  it('opens a panel with ArrowDown and walks through its links', async () => {
    const { user } = renderMenu();
    screen.getByRole('link', { name: 'Filter' }).focus();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Oljefilter' }));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Drivstoffilter' }));

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Filter' }));
    expect(panelLink('Oljefilter')).not.toBeNull();
  });

  it('opens with Enter or Space on the disclosure button and closes when Tab leaves the item', async () => {
    const { user } = renderMenu();
    toggle('Filter').focus();

    await user.keyboard('{Enter}');
    expect(panelLink('Oljefilter')).not.toBeNull();

    await user.keyboard(' ');
    expect(panelLink('Oljefilter')).toBeNull();

    await user.keyboard(' ');
    await user.tab(); // Oljefilter
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Oljefilter' }));
    await user.tab();
    await user.tab();
    await user.tab(); // Hydraulikkfilter, the last link of the panel
    await user.tab(); // on to the next top-level item

    expect(panelLink('Oljefilter')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Redskap');
  });

  it('lays out a panel in the configured number of columns', async () => {
    const { user, container } = renderMenu();
    await user.click(toggle('Hydraulikk'));

    const groups = container.querySelector<HTMLElement>(
      '.ap-mega-menu__panel:not([hidden]) .ap-mega-menu__groups',
    );
    expect(groups?.style.getPropertyValue('--ap-mega-menu-columns')).toBe('3');
    expect(groups?.dataset.layout).toBe('columns');
  });
});

describe('MegaMenu right after it mounts', () => {
  it('opens on a hover that comes before its effects have run', async () => {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // Hover as soon as the menu is in the document: a mutation observer's callback runs before
    // React's passive effects, which come in a later task (a play function in the browser, or a
    // pointer moving while the page hydrates, can be that quick).
    const hovered = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const link = container.querySelector('a[href="/hydraulikk.html"]');
        if (!link) return;
        observer.disconnect();
        link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });

    try {
      root.render(<MegaMenu items={buildMegaMenuItems()} labels={labels} />);
      await hovered;
      await new Promise((resolve) => setTimeout(resolve, 450));

      const button = container.querySelector('[aria-label="Undermeny for Hydraulikk"]');
      expect(button?.getAttribute('aria-expanded')).toBe('true');
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('MegaMenu with panels loaded on demand', () => {
  const loadLabels = {
    ...labels,
    loading: 'Laster menyen …',
    loadFailed: 'Vi kunne ikke hente menyen.',
    retry: 'Prøv igjen',
  };

  function renderTopLevel(props: Partial<MegaMenuProps> = {}) {
    const user = userEvent.setup();
    const onLoadChildren = vi.fn();
    const view = render(
      <>
        <MegaMenu
          items={buildMegaMenuTopLevel()}
          labels={loadLabels}
          onLoadChildren={onLoadChildren}
          {...props}
        />
        <button type="button">Utenfor</button>
      </>,
    );
    const arrive = (more: Partial<MegaMenuProps> = {}) =>
      view.rerender(
        <>
          <MegaMenu
            items={buildMegaMenuItems()}
            labels={loadLabels}
            onLoadChildren={onLoadChildren}
            {...more}
          />
          <button type="button">Utenfor</button>
        </>,
      );
    return { user, onLoadChildren, arrive, ...view };
  }

  it('renders the top level with its disclosures and empty panels on the server', () => {
    const html = renderToString(<MegaMenu items={buildMegaMenuTopLevel()} labels={loadLabels} />);

    expect(html).toContain('href="/traktordeler.html"');
    expect(html).not.toContain('href="/stempler-og-foringer.html"');
    expect(html).not.toContain('Laster menyen');
    // Each disclosure controls a panel that exists.
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(controlled.length).toBeGreaterThan(0);
    for (const id of controlled) expect(html).toContain(`id="${id}"`);
  });

  it('asks for the children when the pointer or focus comes into the menu', async () => {
    const { user, onLoadChildren } = renderTopLevel();
    expect(onLoadChildren).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('link', { name: 'Hydraulikk' }));
    expect(onLoadChildren).toHaveBeenCalled();

    onLoadChildren.mockClear();
    await user.unhover(screen.getByRole('link', { name: 'Hydraulikk' }));
    screen.getByRole('link', { name: 'Traktordeler' }).focus();
    expect(onLoadChildren).toHaveBeenCalled();
  });

  it('does not ask when every panel has its children', async () => {
    const onLoadChildren = vi.fn();
    const user = userEvent.setup();
    render(
      <MegaMenu items={buildMegaMenuItems()} labels={loadLabels} onLoadChildren={onLoadChildren} />,
    );

    await user.click(toggle('Traktordeler'));

    expect(onLoadChildren).not.toHaveBeenCalled();
  });

  it('shows a loading line in an open panel, then its links when they arrive', async () => {
    const { user, arrive } = renderTopLevel();

    await user.click(toggle('Traktordeler'));
    expect(screen.getByRole('status').textContent).toBe('Laster menyen …');
    expect(panelLink('Motor')).toBeNull();

    arrive();

    expect(panelLink('Motor')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(toggle('Traktordeler').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus into a panel opened from the keyboard once its links arrive', async () => {
    const { user, arrive } = renderTopLevel();
    screen.getByRole('link', { name: 'Filter' }).focus();

    await user.keyboard('{ArrowDown}');
    expect(toggle('Filter').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Filter' }));

    arrive();

    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Oljefilter' }));
  });

  it('leaves focus alone when it has moved on before the links arrive', async () => {
    const { user, arrive } = renderTopLevel();
    screen.getByRole('link', { name: 'Filter' }).focus();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    arrive();

    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Filter' }));
    expect(panelLink('Oljefilter')).toBeNull();
  });

  it('says when the children could not be loaded and tries again from its button', async () => {
    const { user, onLoadChildren } = renderTopLevel({ childrenFailed: true });
    await user.click(toggle('Hydraulikk'));

    expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke hente menyen.');
    // From the keyboard (jsdom's pointer moves into a panel read as leaving its item).
    screen.getByRole('button', { name: 'Prøv igjen' }).focus();
    onLoadChildren.mockClear();
    await user.keyboard('{Enter}');

    expect(onLoadChildren).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Hydraulikk' }));
    expect(toggle('Hydraulikk').getAttribute('aria-expanded')).toBe('true');
  });
});
