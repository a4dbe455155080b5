import { describe, expect, it } from 'vitest';

import { retryWhenText, tooManyAttemptsParts, tooManyAttemptsText } from './tooManyAttempts';

describe('retryWhenText', () => {
  it.each<[number | null, string]>([
    [null, 'om litt'],
    [1, 'om litt'],
    [59, 'om litt'],
    [60, 'om 1 minutt'],
    [61, 'om 2 minutter'],
    [120, 'om 2 minutter'],
    [899, 'om 15 minutter'],
    [900, 'om 15 minutter'],
  ])('says %j seconds as "%s", whole minutes rounded up', (seconds, text) => {
    expect(retryWhenText(seconds)).toBe(text);
  });
});

describe('tooManyAttemptsText', () => {
  it('tells the shopper when to try again, and that the password can be reset', () => {
    expect(tooManyAttemptsText(14 * 60 + 5)).toBe(
      'For mange forsøk – prøv igjen om 15 minutter, eller tilbakestill passordet.',
    );
    expect(tooManyAttemptsText(4)).toBe(
      'For mange forsøk – prøv igjen om litt, eller tilbakestill passordet.',
    );
  });

  it('splits around the words that become the link', () => {
    expect(tooManyAttemptsParts(60)).toEqual({
      before: 'For mange forsøk – prøv igjen om 1 minutt, eller ',
      link: 'tilbakestill passordet',
      after: '.',
    });
  });
});
