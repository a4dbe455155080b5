import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProductCards } from '../fixtures/buildProductCard';
import { ProductCard } from '../ProductCard/ProductCard';
import { Carousel } from './Carousel';

const labels = { previous: 'Forrige produkter', next: 'Neste produkter' };

/** jsdom has no layout: give the track a view of 800 px over 2000 px of items. */
function layOut(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 800 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 2000 });
}

function renderCarousel() {
  render(
    <Carousel title="Populære produkter" labels={labels}>
      {buildProductCards().map((card) => (
        <ProductCard key={card.href} {...card} />
      ))}
    </Carousel>,
  );
  const track = screen.getByRole('list', { name: '' });
  layOut(track);
  return track;
}

const previous = () => screen.getByRole('button', { name: 'Forrige produkter' });
const next = () => screen.getByRole('button', { name: 'Neste produkter' });

describe('Carousel', () => {
  it('lists each child as an item in a section named by its heading', () => {
    const track = renderCarousel();

    const section = screen.getByRole('region', { name: 'Populære produkter' });
    expect(section.contains(track)).toBe(true);
    expect(within(track).getAllByRole('article')).toHaveLength(6);
    expect(track.children).toHaveLength(6);
  });

  it('starts with previous disabled and scrolls a view with next until the end', async () => {
    const track = renderCarousel();
    expect(previous()).toHaveProperty('disabled', true);

    await userEvent.click(next());
    expect(track.scrollLeft).toBe(800);
    expect(previous()).toHaveProperty('disabled', false);
    expect(next()).toHaveProperty('disabled', false);

    track.scrollLeft = 1200;
    fireEvent.scroll(track);
    expect(next()).toHaveProperty('disabled', true);

    await userEvent.click(previous());
    expect(track.scrollLeft).toBe(400);
  });

  it('scrolls with the arrow keys from inside the list', async () => {
    const track = renderCarousel();

    screen.getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(track.scrollLeft).toBe(800);
    await userEvent.keyboard('{ArrowLeft}');
    expect(track.scrollLeft).toBe(0);
  });

  it('disables both buttons when everything fits', () => {
    const track = renderCarousel();
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 800 });

    fireEvent.scroll(track);

    expect(previous()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', true);
  });
});
