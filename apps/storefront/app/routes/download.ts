import { serveDownload } from '../account/download.server';
import type { Route } from './+types/download';

/** `/downloads/:token`: a purchased file, to its signed-in buyer only (`serveDownload`). */
export function loader({ request, params }: Route.LoaderArgs) {
  return serveDownload(request, params.token);
}
