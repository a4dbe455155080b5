// The entry of the lazily loaded hasGuestTractors chunk (see tractorsSessionReaction): the stored
// list's parser stays out of the main bundle until a signed-in session has a local list to check.
export { hasGuestTractors } from '../../tractors/hasGuestTractors';
