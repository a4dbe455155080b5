import { breakpoints } from './designTokens';

/** A viewport of Storybook's toolbar: a name and the frame's size. */
interface Viewport {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

function viewportType(width: number): Viewport['type'] {
  if (width < 768) return 'mobile';
  return width < 1024 ? 'tablet' : 'desktop';
}

/**
 * One viewport per breakpoint of `tokens.css` (320–1536 px, desktop from 1024 px), keyed by the
 * breakpoint's name (`xs` … `2xl`), so a story sets `globals: { viewport: { value: 'xs' } }`.
 */
export const viewports: Record<string, Viewport> = Object.fromEntries(
  breakpoints.map(({ name, minWidth, description }) => {
    const type = viewportType(minWidth);
    return [
      name,
      {
        name: `${name} · ${minWidth} px (${description})`,
        styles: { width: `${minWidth}px`, height: type === 'mobile' ? '720px' : '900px' },
        type,
      },
    ];
  }),
);

/** The smallest phone the shop supports (320 px): the story global for "Mobile" stories. */
export const mobileViewport = { viewport: { value: 'xs', isRotated: false } };

/** The desktop layout's first width (1024 px): the story global for "Desktop" stories. */
export const desktopViewport = { viewport: { value: 'lg', isRotated: false } };
