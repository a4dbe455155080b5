/** A Consent Mode v2 signal's value. */
export type ConsentValue = 'granted' | 'denied';

/**
 * The seven consent types of Google's Consent Mode v2 (the tag manager's consent API), each
 * granted or denied.
 */
export interface ConsentState {
  /** Storage (cookies) for advertising. */
  ad_storage: ConsentValue;
  /** Sending user data to Google for online advertising. */
  ad_user_data: ConsentValue;
  /** Personalised advertising. */
  ad_personalization: ConsentValue;
  /** Storage for analytics (visit duration and the like). */
  analytics_storage: ConsentValue;
  /** Storage for the site's functions, such as language settings. */
  functionality_storage: ConsentValue;
  /** Storage for personalisation, such as recommendations. */
  personalization_storage: ConsentValue;
  /** Storage for security: authentication, fraud prevention. */
  security_storage: ConsentValue;
}

/**
 * What the shopper chose in the cookie banner. Necessary storage is always on and not a choice;
 * `statistics` and `marketing` are the two categories the banner offers.
 */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

/** A gtag-style consent command: `['consent', 'default' | 'update', state]`. */
export type ConsentCommand =
  | ['consent', 'default', ConsentState & { wait_for_update: number }]
  | ['consent', 'update', ConsentState];

/** How long tags wait for the shopper's choice before going on with the defaults (spec §9). */
export const consentWaitMs = 500;

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/**
 * The consent state of a choice: `statistics` grants analytics and functionality storage,
 * `marketing` grants advertising storage, user data, personalised ads and personalisation
 * storage; security storage is always granted. Pure.
 */
export function consentStateFor(choice: ConsentChoice): ConsentState {
  return {
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing),
    analytics_storage: value(choice.statistics),
    functionality_storage: value(choice.statistics),
    personalization_storage: value(choice.marketing),
    security_storage: 'granted',
  };
}

/**
 * The consent defaults (spec §4): everything denied except security storage, with tags waiting
 * {@link consentWaitMs} for an update. Must reach the data layer before the tag manager does.
 */
export function consentDefaultCommand(): ConsentCommand {
  return [
    'consent',
    'default',
    {
      ...consentStateFor({ statistics: false, marketing: false }),
      wait_for_update: consentWaitMs,
    },
  ];
}

/** The consent update for the shopper's choice. Pure. */
export function consentUpdateCommand(choice: ConsentChoice): ConsentCommand {
  return ['consent', 'update', consentStateFor(choice)];
}
