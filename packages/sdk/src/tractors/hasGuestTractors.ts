import { parseStoredTractors } from './tractorRules';

/** Whether a stored guest list (`vsf-my-tractors`) has any machine. Pure. */
export function hasGuestTractors(stored: string | null): boolean {
  return parseStoredTractors(stored).tractors.length > 0;
}
