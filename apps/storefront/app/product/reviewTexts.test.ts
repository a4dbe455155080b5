import { describe, expect, it } from 'vitest';

import { reviewProblemText, reviewRefusalText } from './reviewTexts';

describe('review texts', () => {
  it('says each form problem in Norwegian', () => {
    expect(reviewProblemText({ field: 'rating', kind: 'required', ratingId: 'MQ==' })).toBe(
      'Velg antall stjerner.',
    );
    expect(reviewProblemText({ field: 'text', kind: 'required' })).toBe('Skriv anmeldelsen.');
    expect(reviewProblemText({ field: 'summary', kind: 'too_long', maxLength: 255 })).toBe(
      'Høyst 255 tegn.',
    );
  });

  it('asks a refused guest to log in and says a spent limit', () => {
    expect(reviewRefusalText({ kind: 'not_authorized' })).toBe(
      'Logg inn for å skrive en anmeldelse',
    );
    expect(reviewRefusalText({ kind: 'too_many_requests', retryAfterSeconds: 60 })).toMatch(
      /mange anmeldelser/,
    );
    expect(reviewRefusalText({ kind: 'not_found', entity: 'product' })).toMatch(/kunne ikke/);
  });
});
