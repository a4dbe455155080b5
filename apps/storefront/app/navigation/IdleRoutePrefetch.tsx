import { useContext, useEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

import { whenIdle } from './whenIdle';

/**
 * Prefetches the code of the pages the links on screen lead to, when the browser is idle (at the
 * latest 2 s after a page is shown, spec §9), so the next click does not wait for its route
 * chunk. Only code: `<link rel="modulepreload">` for each route module and its imports — not the
 * pages' data, which would run their loaders (and the API's queries) for every link on screen.
 * Runs again after each navigation and when React Router learns of more routes (lazy route
 * discovery patches them in as it sees links). Its work (`prefetchLinkedRoutes`) is a chunk of
 * its own, loaded at the first idle moment.
 */
export function IdleRoutePrefetch() {
  const dataRouter = useContext(DataRouterContext);
  const framework = useContext(FrameworkContext);

  useEffect(() => {
    if (!dataRouter || !framework) return;
    const { router } = dataRouter;
    let cancel = () => {};
    let stopped = false;
    const schedule = () => {
      cancel();
      cancel = whenIdle(() => {
        void import('./prefetchLinkedRoutes').then(({ prefetchLinkedRoutes }) => {
          if (!stopped) cancel = prefetchLinkedRoutes(router.routes, framework);
        });
      }, window);
    };
    schedule();
    const unsubscribe = router.subscribe(schedule);
    return () => {
      stopped = true;
      unsubscribe();
      cancel();
    };
  }, [dataRouter, framework]);

  return null;
}
