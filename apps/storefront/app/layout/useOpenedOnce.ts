import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A panel loaded on demand (`React.lazy`) mounts on
 * its first opening and then stays mounted, so its closing animation plays and focus returns to
 * the opener; a page where it never opens never loads its code.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived while rendering: the panel mounts in the same render that opens it.
  if (open && !opened) setOpened(true);
  return opened;
}
