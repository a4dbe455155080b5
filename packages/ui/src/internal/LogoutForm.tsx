import type { FormEvent } from 'react';

/**
 * Logging out as a form post, so it works before hydration: the storefront's server ends the
 * session and answers with a redirect.
 */
export interface AccountLogout {
  /** Where the form posts (for example `'/logout'`). */
  action: string;
  /** Hidden fields posted with it (for example the page to come back to). */
  fields?: Readonly<Record<string, string>>;
  /** Called on submit; call `event.preventDefault()` to log out in-app instead. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The logout is on its way: the button is `aria-busy` and does not submit again. */
  busy?: boolean;
}

/** A `<form method="post">` with the hidden fields and one submit button. */
export function LogoutForm({
  logout,
  label,
  formClassName,
  buttonClassName,
}: {
  logout: AccountLogout;
  label: string;
  formClassName: string;
  buttonClassName: string;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (logout.busy) {
      event.preventDefault();
      return;
    }
    logout.onSubmit?.(event);
  }

  return (
    <form className={formClassName} method="post" action={logout.action} onSubmit={handleSubmit}>
      {Object.entries(logout.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={buttonClassName}
        aria-busy={logout.busy || undefined}
        data-state={logout.busy ? 'busy' : 'idle'}
      >
        {label}
      </button>
    </form>
  );
}
