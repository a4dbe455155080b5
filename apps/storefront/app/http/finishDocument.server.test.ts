import { describe, expect, it } from 'vitest';

import { scriptHash } from '../security/hashInlineScripts.server';
import { finishDocument } from './finishDocument.server';

describe('finishDocument', () => {
  it('hands back the page without its render nonce and the hashes its policy needs', () => {
    const renderNonce = 'c2VjcmV0LW5vbmNlLXZhbHVl';
    const page = `<html><body><p>Hei</p><script nonce="${renderNonce}">start()</script></body></html>`;
    expect(finishDocument(page, { renderNonce })).toEqual({
      html: '<html><body><p>Hei</p><script>start()</script></body></html>',
      scriptHashes: [scriptHash('start()')],
    });
  });
});
