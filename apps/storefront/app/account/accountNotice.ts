import { translate } from '../i18n/translate';

/**
 * The query parameter an account page's action adds to its redirect after a change went through
 * (`/customer/my-profile?saved=email`), so the next page can say so — also without JavaScript.
 * It carries a code from {@link accountNotices}, never a text: nobody can make the shop show a
 * message of their own through a link.
 */
export const noticeParameter = 'saved';

/** The changes an account page confirms, and their messages. */
export const accountNotices = {
  names: translate('profile.namesSaved'),
  email: translate('profile.emailSaved'),
  password: translate('profile.passwordSaved'),
  newsletter: translate('profile.newsletterSaved'),
  'address-created': translate('address.created'),
  'address-saved': translate('address.saved'),
  'address-deleted': translate('address.deleted'),
  'business-registered': translate('auth.businessRegistered'),
} as const satisfies Record<string, string>;

/** One of the codes of {@link accountNotices}. */
export type AccountNotice = keyof typeof accountNotices;

/** `path` with the notice `notice` (keeping a query it has). Pure. */
export function withNotice(path: string, notice: AccountNotice): string {
  return `${path}${path.includes('?') ? '&' : '?'}${noticeParameter}=${encodeURIComponent(notice)}`;
}

/**
 * The Norwegian message of the notice in a page's query (`?saved=…`); `null` without one or for
 * a code the shop does not know. Pure.
 */
export function noticeMessage(search: string | URLSearchParams): string | null {
  const code = new URLSearchParams(search).get(noticeParameter);
  if (code === null || !Object.hasOwn(accountNotices, code)) return null;
  return accountNotices[code as AccountNotice];
}
