import { useNavigation } from 'react-router';

/**
 * Whether the page's form that posts `field` = `value` is on its way (the account pages have
 * several forms posting to one action): its submit button shows it is busy. Always `false`
 * before hydration, when the browser itself shows the post.
 */
export function useFormBusy(field: string, value: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get(field) === value;
}
