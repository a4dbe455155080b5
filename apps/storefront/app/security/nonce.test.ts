// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { shareNonceWithStyleInjectors } from './nonce';

type NonceWindow = Window & { __webpack_nonce__?: string };

afterEach(() => {
  delete (window as NonceWindow).__webpack_nonce__;
  document.head.innerHTML = '';
});

function addScript(nonce: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.nonce = nonce;
  document.head.append(script);
}

describe('shareNonceWithStyleInjectors', () => {
  it("puts the first server script's nonce where get-nonce looks for it", () => {
    addScript('');
    addScript('abc123==');
    shareNonceWithStyleInjectors(document);
    expect((window as NonceWindow).__webpack_nonce__).toBe('abc123==');
  });

  it('leaves it unset on a page without a nonce (react-router dev)', () => {
    addScript('');
    shareNonceWithStyleInjectors(document);
    expect('__webpack_nonce__' in window).toBe(false);
  });
});
