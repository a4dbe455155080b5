import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's packages put nginx's dynamic modules. */
export const debianModulesDirectory = '/usr/lib/nginx/modules';

/**
 * The brotli modules to load (Debian's `libnginx-mod-http-brotli-filter` and `-static`), or none
 * when either is missing: the edge then starts with gzip alone.
 */
export function brotliModules(directory = debianModulesDirectory): string[] {
  const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map(
    (file) => join(directory, file),
  );
  return modules.every((module) => existsSync(module)) ? modules : [];
}
