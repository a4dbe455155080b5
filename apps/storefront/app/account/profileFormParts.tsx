import type { SubmissionResult } from '@conform-to/react';

import { profileFormField, type ProfileForm } from '../forms/profileSchemas';
import type { ProfileActionData } from './profileAction.server';

/** Where the profile's forms post: the page without its notice, which an answer would repeat. */
export interface FormTarget {
  action: string;
}

/** The answer of the action for `form`, if the last post was that form. */
export function resultFor(
  actionData: ProfileActionData | undefined,
  form: ProfileForm,
): SubmissionResult<string[]> | undefined {
  return actionData?.form === form ? actionData.result : undefined;
}

/** The hidden field that names the form for the action. */
export function FormName({ form }: { form: ProfileForm }) {
  return <input type="hidden" name={profileFormField} value={form} />;
}
