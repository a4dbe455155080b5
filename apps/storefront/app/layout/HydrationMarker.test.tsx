// @vitest-environment jsdom
import { act, lazy, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { HydrationMarker, LateHydrationBoundary } from './HydrationMarker';

function Page() {
  return <button type="button">Filtrer</button>;
}

/** A shop's page: a header, and a page in the boundary of code that loads lazily. */
function shop(Content: ComponentType) {
  return (
    <HydrationMarker>
      <header>Butikk</header>
      <LateHydrationBoundary>
        <Content />
      </LateHydrationBoundary>
    </HydrationMarker>
  );
}

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** The server's HTML of the page, hydrated in the browser with `page` in place of the page. */
function hydrate(page: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(shop(Page));
  document.body.append(container);
  root = hydrateRoot(container, shop(page));
}

describe('HydrationMarker', () => {
  it('marks the document once a page whose code loads lazily has hydrated, not before', async () => {
    let arrive!: () => void;
    const code = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: Page });
    });
    await act(async () => hydrate(lazy(() => code)));
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => arrive());
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('marks the document at once when everything hydrates together', async () => {
    await act(async () => hydrate(Page));
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
