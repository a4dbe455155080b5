import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildGalleryImages, buildGalleryLabels } from '../fixtures/buildGalleryImages';
import { Gallery, type GalleryProps } from './Gallery';

function renderGallery(props: Partial<GalleryProps> = {}) {
  return render(<Gallery images={buildGalleryImages()} labels={buildGalleryLabels()} {...props} />);
}

const stage = () => screen.getByRole('group', { name: 'Produktbilde, klikk for å forstørre' });
const mainImage = () => within(stage()).getByRole('img');
const thumbnail = (position: number) =>
  screen.getByRole('button', { name: `Vis bilde ${position} av 5` });

describe('Gallery', () => {
  it('shows the first image at the 700×700 preset with 80×80 thumbnail buttons', () => {
    renderGallery();

    expect(screen.getByRole('region', { name: 'Produktbilder' })).toBeDefined();
    expect(mainImage().getAttribute('alt')).toBe('Oljefilter Massey Ferguson 35, forfra');
    expect(mainImage().getAttribute('width')).toBe('700');
    expect(mainImage().getAttribute('loading')).toBe('eager');
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
    const thumbnails = within(screen.getByRole('list', { name: 'Velg bilde' })).getAllByRole(
      'button',
    );
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[0]?.getAttribute('aria-current')).toBe('true');
    expect(thumbnails[0]?.querySelector('img')?.getAttribute('width')).toBe('80');
  });

  it('selects an image from its thumbnail and announces it', async () => {
    const onSelectedIndexChange = vi.fn();
    renderGallery({ onSelectedIndexChange });

    await userEvent.click(thumbnail(3));

    expect(onSelectedIndexChange).toHaveBeenCalledWith(2);
    expect(thumbnail(3).getAttribute('aria-current')).toBe('true');
    expect(thumbnail(1).hasAttribute('aria-current')).toBe(false);
    expect(mainImage().getAttribute('alt')).toBe('Oljefilter Massey Ferguson 35, bakfra');
    expect(screen.getByText('Bilde 3 av 5: Oljefilter Massey Ferguson 35, bakfra')).toBeDefined();
  });

  it('moves with the arrow keys, Home and End on the main image, stopping at the ends', async () => {
    renderGallery();

    stage().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(thumbnail(1).getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumbnail(3).getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(thumbnail(5).getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbnail(5).getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(thumbnail(1).getAttribute('aria-current')).toBe('true');
  });

  it('moves focus along the thumbnails with the arrow keys (one tab stop)', async () => {
    renderGallery();

    thumbnail(1).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(document.activeElement).toBe(thumbnail(2));
    expect(thumbnail(2).getAttribute('tabindex')).toBe('0');
    expect(thumbnail(1).getAttribute('tabindex')).toBe('-1');
  });

  it('steps with previous and next, disabled at the ends', async () => {
    renderGallery();

    expect(screen.getByRole('button', { name: 'Forrige bilde' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Neste bilde' }));
    expect(thumbnail(2).getAttribute('aria-current')).toBe('true');
  });

  it('zooms ×2 on click, following the pointer, and out on a second click', async () => {
    renderGallery();

    await userEvent.click(mainImage());
    expect(stage().dataset.state).toBe('zoomed');

    fireEvent.pointerMove(stage(), { clientX: 10, clientY: 10 });
    expect(stage().style.getPropertyValue('--ap-gallery-zoom-x')).toMatch(/%$/);

    await userEvent.click(mainImage());
    expect(stage().dataset.state).toBe('idle');
  });

  it('zooms from the keyboard and out when the image changes', async () => {
    renderGallery();

    stage().focus();
    await userEvent.keyboard('{Enter}');
    expect(stage().dataset.state).toBe('zoomed');
    await userEvent.keyboard('{ArrowRight}');
    expect(stage().dataset.state).toBe('idle');
  });

  it('zooms out with Escape', async () => {
    renderGallery();

    stage().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');

    expect(stage().dataset.state).toBe('idle');
  });

  it('changes the image on a horizontal swipe, without zooming', () => {
    renderGallery();

    fireEvent.pointerDown(stage(), { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage(), { clientX: 200, clientY: 110 });
    fireEvent.click(stage());
    expect(thumbnail(2).getAttribute('aria-current')).toBe('true');
    expect(stage().dataset.state).toBe('idle');

    fireEvent.pointerDown(stage(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage(), { clientX: 220, clientY: 100 });
    expect(thumbnail(1).getAttribute('aria-current')).toBe('true');
  });

  it('shows at most 20 images and no thumbnails for a single image', () => {
    const { rerender } = renderGallery({ images: buildGalleryImages(25) });
    expect(screen.getAllByRole('button', { name: /^Vis bilde/ })).toHaveLength(20);

    rerender(<Gallery images={buildGalleryImages(1)} labels={buildGalleryLabels()} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neste bilde' })).toBeNull();
  });

  it('follows a controlled index', () => {
    renderGallery({ selectedIndex: 3 });

    expect(thumbnail(4).getAttribute('aria-current')).toBe('true');
  });
});
