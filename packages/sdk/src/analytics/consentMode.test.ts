import { describe, expect, it } from 'vitest';
import {
  consentDefaultCommand,
  consentStateFor,
  consentUpdateCommand,
  consentWaitMs,
} from './consentMode';

describe('consentDefaultCommand', () => {
  it('denies every Consent Mode v2 type except security storage and waits 500 ms (spec §4, §9)', () => {
    expect(consentWaitMs).toBe(500);
    expect(consentDefaultCommand()).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
  });
});

describe('consentStateFor', () => {
  it('grants only security storage for necessary cookies only', () => {
    const state = consentStateFor({ statistics: false, marketing: false });
    const granted = Object.entries(state).filter(([, value]) => value === 'granted');
    expect(granted).toEqual([['security_storage', 'granted']]);
  });

  it('grants analytics and functionality storage for statistics', () => {
    expect(consentStateFor({ statistics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants the advertising types and personalisation for marketing', () => {
    expect(consentStateFor({ statistics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('grants all seven types when everything is accepted', () => {
    const state = consentStateFor({ statistics: true, marketing: true });
    expect(Object.keys(state)).toHaveLength(7);
    expect(Object.values(state).every((value) => value === 'granted')).toBe(true);
  });
});

describe('consentUpdateCommand', () => {
  it('is an update with the state of the choice and no wait', () => {
    const command = consentUpdateCommand({ statistics: true, marketing: false });
    expect(command[0]).toBe('consent');
    expect(command[1]).toBe('update');
    expect(command[2]).toEqual(consentStateFor({ statistics: true, marketing: false }));
    expect(command[2]).not.toHaveProperty('wait_for_update');
  });
});
