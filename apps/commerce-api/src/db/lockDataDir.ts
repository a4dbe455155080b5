import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process (a `<dir>.lock` file with its pid), so
 * two servers — or a server and `npm run seed -- --reset` — never share one PGlite folder. A lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
