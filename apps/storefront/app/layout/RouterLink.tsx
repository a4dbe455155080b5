import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * The UI kit's links rendered as React Router links, so in-app paths navigate without a full
 * page load (given to the UI kit through `LinkProvider`).
 */
export function RouterLink({ href, ...anchorProps }: ComponentProps<'a'> & { href: string }) {
  return <Link to={href} {...anchorProps} />;
}
