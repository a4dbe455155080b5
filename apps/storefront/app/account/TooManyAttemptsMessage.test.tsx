import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { TooManyAttemptsMessage } from './TooManyAttemptsMessage';

describe('TooManyAttemptsMessage', () => {
  it('says when to try again, with a link to the forgot-password page, as an alert', () => {
    const html = renderToString(<TooManyAttemptsMessage retryAfterSeconds={130} />);
    expect(html).toContain('role="alert"');
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'For mange forsøk – prøv igjen om 3 minutter, eller tilbakestill passordet.',
    );
    expect(html).toMatch(
      /<a [^>]*href="\/customer\/forgot-password"[^>]*>tilbakestill passordet<\/a>/,
    );
  });
});
