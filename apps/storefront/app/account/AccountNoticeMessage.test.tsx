// @vitest-environment jsdom
import { createSdk } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AccountNoticeMessage } from './AccountNoticeMessage';

afterEach(cleanup);

function stub() {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  const Stub = createRoutesStub([
    {
      path: '/customer/my-profile',
      Component: () => (
        <SdkProvider sdk={sdk}>
          <AccountNoticeMessage />
        </SdkProvider>
      ),
    },
  ]);
  return { Stub, sdk };
}

describe('AccountNoticeMessage', () => {
  it('says the change went through in the page before it runs', () => {
    const { Stub, sdk } = stub();
    const html = renderToString(<Stub initialEntries={['/customer/my-profile?saved=email']} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('E-postadressen er endret.');
    expect(sdk.notifications.getSnapshot()).toEqual([]);
  });

  it('says it as a success notification once the page runs, once', async () => {
    const { Stub, sdk } = stub();
    render(<Stub initialEntries={['/customer/my-profile?saved=password']} />);
    await waitFor(() => expect(sdk.notifications.getSnapshot()).toHaveLength(1));
    expect(sdk.notifications.getSnapshot()[0]).toMatchObject({
      type: 'success',
      message:
        'Passordet er endret. Du er fortsatt logget inn her, men logget ut på andre enheter.',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing without a notice or for one it does not know', async () => {
    for (const entry of ['/customer/my-profile', '/customer/my-profile?saved=Du+har+vunnet']) {
      const { Stub, sdk } = stub();
      const { unmount } = render(<Stub initialEntries={[entry]} />);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(sdk.notifications.getSnapshot()).toEqual([]);
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
