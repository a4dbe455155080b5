import type { FormEvent, ReactNode } from 'react';

/**
 * An action done by a form post, so it works before hydration (logging out, deleting an
 * address): the storefront's server does it and answers with a redirect.
 */
export interface FormPost {
  /** Where the form posts (for example `'/logout'`). */
  action: string;
  /** Hidden fields posted with it (for example an id, or the page to come back to). */
  fields?: Readonly<Record<string, string>>;
  /** Called on submit; call `event.preventDefault()` to do it in-app instead (or to confirm first). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The post is on its way: the button is `aria-busy` and does not submit again. */
  busy?: boolean;
}

/** Logging out as a {@link FormPost}. */
export type AccountLogout = FormPost;

/** A `<form method="post">` with the hidden fields and one submit button. */
export function PostForm({
  post,
  children,
  formClassName,
  buttonClassName,
  describedBy,
}: {
  post: FormPost;
  children: ReactNode;
  formClassName: string;
  buttonClassName: string;
  describedBy?: string | undefined;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (post.busy) {
      event.preventDefault();
      return;
    }
    post.onSubmit?.(event);
  }

  return (
    <form className={formClassName} method="post" action={post.action} onSubmit={handleSubmit}>
      {Object.entries(post.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={buttonClassName}
        aria-busy={post.busy || undefined}
        aria-describedby={describedBy}
        data-state={post.busy ? 'busy' : 'idle'}
      >
        {children}
      </button>
    </form>
  );
}
