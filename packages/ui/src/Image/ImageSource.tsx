import { createContext, useContext, type ReactNode } from 'react';

/** Turns an image's address into the one the page should load. */
export type ImageSourceRewrite = (src: string) => string;

const ImageSourceContext = createContext<ImageSourceRewrite | null>(null);

/** Props of {@link ImageSourceProvider}. */
export interface ImageSourceProviderProps {
  /** Called with every {@link Image}'s `src` below, before a preset sizes it. */
  rewrite: ImageSourceRewrite;
  children?: ReactNode;
}

/**
 * Lets the app choose where every {@link Image} below loads from, such as serving another host's
 * pictures from its own origin (one connection fewer before the first picture). The rewrite must
 * give the server and the browser the same answer; an explicit `srcSet` is left as it is.
 *
 * @example
 * ```tsx
 * const sameOrigin = (src: string) => src.replace('https://api.example.no/media/', '/media/');
 * <ImageSourceProvider rewrite={sameOrigin}><App /></ImageSourceProvider>
 * ```
 */
export function ImageSourceProvider({ rewrite, children }: ImageSourceProviderProps) {
  return <ImageSourceContext.Provider value={rewrite}>{children}</ImageSourceContext.Provider>;
}

/** The address an image with `src` loads from here. */
export function useImageSource(src: string): string {
  const rewrite = useContext(ImageSourceContext);
  return rewrite ? rewrite(src) : src;
}
