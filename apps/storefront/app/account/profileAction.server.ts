import { isBusinessCustomer } from '@agri-parts/sdk';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { passwordRules } from './accountActions.server';
import { parseForm } from '../forms/parseForm';
import {
  changePasswordSchema,
  emailSchema,
  namesSchema,
  newsletterSchema,
  profileFormField,
  profileFormOf,
  type ProfileForm,
} from '../forms/profileSchemas';
import { sdkContext } from '../sdk/sdkContext';
import { requireCustomer } from '../session/requireSession.server';
import { withNotice } from './accountNotice';
import { accountPageErrorMessage, leaveWhenSessionEnded } from './accountPageErrors';
import { errorsAtField, type RefusalFieldNames } from '../forms/refusalAtField';

/** What the profile page's action answers when a change did not go through. */
export interface ProfileActionData {
  /** The form that was sent: only it shows the answer. */
  form: ProfileForm;
  result: SubmissionResult<string[]>;
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the action passes to Conform's `reply`. */
interface ReplyOptions {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
}

// Where the API's refusals of each form belong in it.
const profileRefusalFields: Record<ProfileForm, RefusalFieldNames> = {
  names: { taxvat: 'taxvat', telephone: 'phoneNumber', companyType: 'companyType' },
  email: { email: 'email', currentPassword: 'password' },
  password: { currentPassword: 'currentPassword', newPassword: 'newPassword' },
  newsletter: {},
};

/** Password fields never go back to the page. */
const secretFields = ['password', 'currentPassword', 'newPassword', 'confirmPassword'];

/**
 * The profile page's three forms, told apart by their hidden `profileForm` field: `names` (first
 * and last name, phone number; a business customer's VAT number and company type), `email` (the new address, confirmed with the
 * current password — spec §5) and `password` (current, new and again, under the store's rules;
 * commerce-api then ends the account's other sessions and keeps this one).
 *
 * Each is checked with the schema the browser uses; a change that goes through answers with a
 * 303 back to the page with its notice (`?saved=`), anything else with the form's errors and what
 * the shopper typed (passwords left out), status 400. A session that has ended goes home.
 */
export async function profileAction({ request, context }: ActionArgs) {
  const customer = await requireCustomer(context);
  const formData = await request.formData();
  const sent = profileFormOf(formData.get(profileFormField));
  if (!sent) throw data(null, { status: 400 });
  const form: ProfileForm = sent;
  const sdk = context.get(sdkContext);
  const back = new URL(request.url).pathname;

  function refused(result: SubmissionResult<string[]>) {
    return data<ProfileActionData>({ form, result }, { status: 400 });
  }

  async function attempt(
    submission: { reply: (options: ReplyOptions) => SubmissionResult<string[]> },
    change: () => Promise<unknown>,
  ) {
    try {
      await change();
    } catch (error) {
      leaveWhenSessionEnded(error);
      return refused(
        submission.reply({
          ...errorsAtField(error, accountPageErrorMessage(error), profileRefusalFields[form]),
          hideFields: secretFields,
        }),
      );
    }
    throw redirect(withNotice(back, form), 303);
  }

  switch (form) {
    case 'names': {
      const business = isBusinessCustomer(customer);
      const submission = parseForm(formData, namesSchema({ business }));
      if (submission.status !== 'success') return refused(submission.reply());
      const { firstname, lastname, taxvat, phoneNumber, companyType } = submission.value;
      return attempt(submission, () =>
        // A field left empty removes what was saved.
        sdk.customer.updateProfile({
          firstname,
          lastname,
          phoneNumber: phoneNumber ?? '',
          ...(business && { taxvat, companyType: companyType ?? '' }),
        }),
      );
    }
    case 'email': {
      const submission = parseForm(formData, emailSchema({ currentEmail: customer.email }));
      if (submission.status !== 'success') {
        return refused(submission.reply({ hideFields: secretFields }));
      }
      return attempt(submission, () => sdk.customer.updateEmail(submission.value));
    }
    case 'newsletter': {
      // A checkbox: sent as `on` when ticked, left out when not.
      const isSubscribed = formData.get('isSubscribed') === 'on';
      const submission = {
        reply: (options: ReplyOptions) => parseForm(formData, newsletterSchema).reply(options),
      };
      return attempt(submission, () => sdk.customer.updateProfile({ isSubscribed }));
    }
    case 'password': {
      const submission = parseForm(formData, changePasswordSchema(await passwordRules(context)));
      if (submission.status !== 'success') {
        return refused(submission.reply({ hideFields: secretFields }));
      }
      const { currentPassword, newPassword } = submission.value;
      return attempt(submission, () =>
        sdk.customer.changePassword({ currentPassword, newPassword }),
      );
    }
  }
}
