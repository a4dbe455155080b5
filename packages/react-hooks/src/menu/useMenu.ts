import type { Menu } from '@agri-parts/sdk';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/**
 * The mega menu with its linked categories, read in the browser through `sdk.menu.load` (loading
 * on the server).
 *
 * @example
 * ```tsx
 * function MenuBar() {
 *   const menu = useMenu();
 *   return <nav>{menu.data?.map((item) => <a key={item.uid} href={item.link ?? '#'}>{item.title}</a>)}</nav>;
 * }
 * ```
 */
export function useMenu(): SdkRequestState<Menu> {
  return useSdkRequest('menu', (sdk) => sdk.menu.load());
}
