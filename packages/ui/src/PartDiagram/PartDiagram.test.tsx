import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPartDiagramImage,
  buildPartDiagramItems,
  buildPartDiagramLabels,
} from '../fixtures/buildPartDiagram';
import { PartDiagram, type PartDiagramProps } from './PartDiagram';

afterEach(cleanup);

function renderDiagram(props: Partial<PartDiagramProps> = {}) {
  const onHighlight = vi.fn();
  const onToggleSelected = vi.fn();
  render(
    <PartDiagram
      image={buildPartDiagramImage()}
      alt="Sprengskisse av Bremser"
      items={buildPartDiagramItems()}
      highlighted={null}
      onHighlight={onHighlight}
      selected={[]}
      onToggleSelected={onToggleSelected}
      labels={buildPartDiagramLabels()}
      {...props}
    />,
  );
  return { onHighlight, onToggleSelected };
}

const hotspot = (name: string) => screen.getByRole('button', { name: `Posisjon ${name}` });
const lines = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PartDiagram', () => {
  it('puts a button on every number, described by its line in the parts list', () => {
    renderDiagram();
    expect(screen.getByRole('img', { name: 'Sprengskisse av Bremser' })).toBeDefined();
    const second = hotspot('2: Bremsesylinder venstre');
    expect(second.textContent).toBe('2');
    expect(second.style.left).toBe('93.75%');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    const line = document.getElementById(second.getAttribute('aria-describedby')!)!;
    expect(line).toBe(lines()[1]);
    expect(line.textContent).toContain('BR-1001');
  });

  it('says a number chosen on the picture, and a line chosen in the list, to the page', async () => {
    const { onHighlight } = renderDiagram();
    await userEvent.click(hotspot('3: Bremsesylinder høyre'));
    expect(onHighlight).toHaveBeenLastCalledWith(3);
    await userEvent.click(
      screen.getByRole('button', { name: 'Vis posisjon 4 på tegningen: Returfjær' }),
    );
    expect(onHighlight).toHaveBeenLastCalledWith(4);
  });

  it('shows the highlighted number pressed on the picture, current in the list and said', () => {
    renderDiagram({ highlighted: 1 });
    expect(hotspot('1: Bremsebelegg bak').getAttribute('aria-pressed')).toBe('true');
    expect(lines()[0]!.getAttribute('aria-current')).toBe('true');
    expect(lines()[1]!.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Posisjon 1: Bremsebelegg bak, 4 per maskin')).toBeDefined();
  });

  it('is used with the keyboard: every number is a button in the tab order', async () => {
    const { onHighlight } = renderDiagram();
    const user = userEvent.setup();
    await user.tab(); // zoom in
    await user.tab(); // the first number (zoom out and reset are disabled)
    expect(document.activeElement).toBe(hotspot('1: Bremsebelegg bak'));
    await user.keyboard('{Enter}');
    expect(onHighlight).toHaveBeenLastCalledWith(1);
  });

  it('ticks positions that can be added, and not the sold-out one', async () => {
    const { onToggleSelected } = renderDiagram({ selected: [1] });
    const first = screen.getByRole('checkbox', { name: 'Velg posisjon 1: Bremsebelegg bak' });
    expect((first as HTMLInputElement).checked).toBe(true);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Velg posisjon 2: Bremsesylinder venstre' }),
    );
    expect(onToggleSelected).toHaveBeenCalledWith(2);
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Velg posisjon 3: Bremsesylinder høyre',
        }) as HTMLInputElement
      ).disabled,
    ).toBe(true);
  });

  it('zooms in and back with its buttons, the numbers keeping their size on screen', async () => {
    renderDiagram();
    const canvas = hotspot('1: Bremsebelegg bak').parentElement!;
    expect(canvas.style.transform).toBe('translate(0px, 0px) scale(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom inn' }));
    expect(canvas.style.transform).toContain('scale(1.5)');
    expect(canvas.style.getPropertyValue('--ap-part-diagram-zoom')).toBe('1.5');
    expect(screen.getByText('150 %')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Hele tegningen' }));
    expect(canvas.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('scrolls the other side into view: the line beside the picture, the picture from a line', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const matchMedia = window.matchMedia;
    let wide = true;
    window.matchMedia = ((query: string) => ({ matches: wide, media: query })) as never;
    try {
      renderDiagram();
      await userEvent.click(hotspot('2: Bremsesylinder venstre'));
      expect(scrolled).toEqual([lines()[1]]);
      wide = false;
      await userEvent.click(hotspot('3: Bremsesylinder høyre'));
      expect(scrolled).toHaveLength(1);
      await userEvent.click(
        screen.getByRole('button', { name: 'Vis posisjon 4 på tegningen: Returfjær' }),
      );
      expect(scrolled[1]!.className).toBe('ap-part-diagram__figure');
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
      window.matchMedia = matchMedia;
    }
  });

  it('leaves out the tick boxes without onToggleSelected', () => {
    renderDiagram({ onToggleSelected: undefined });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Velg' })).toBeNull();
  });

  it('does not take the end of a drag for a tap on a number', () => {
    const { onHighlight } = renderDiagram();
    const viewport = hotspot('1: Bremsebelegg bak').parentElement!.parentElement!;
    viewport.setPointerCapture = () => undefined;
    viewport.hasPointerCapture = () => true;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.click(hotspot('1: Bremsebelegg bak'));
    expect(onHighlight).not.toHaveBeenCalled();
  });
});
