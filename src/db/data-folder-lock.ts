/**
 * One process per embedded database. PGlite keeps the database in memory and writes it to its
 * folder; two processes on one folder would each work on their own copy and overwrite the other's.
 * The first process writes its pid into `<folder>/ladle.pid`; another process that finds a live
 * holder refuses to start and says who holds it. A lock left by a crash (its process is gone) is
 * taken over.
 */
import fs from "node:fs";
import path from "node:path";

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another Ladle process (pid ${holderPid}). ` +
        "Stop that process first, or give this one its own folder with LADLE_DATA_DIR.",
    );
    this.name = "DataFolderLockedError";
  }
}

export interface TDataFolderLock {
  release(): void;
}

export function lockDataFolder(folder: string): TDataFolderLock {
  fs.mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, "ladle.pid");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      return { release: () => releaseIfOurs(lockFile) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockFile);
    if (holder !== null && holder !== process.pid && isLadleProcess(holder)) {
      throw new DataFolderLockedError(folder, holder);
    }
    // Left behind by a process that is gone (or by this one): take it over.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not lock the data folder ${folder}.`);
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Alive, and (where /proc tells) a Node.js process: a recycled pid of another program is no holder. */
function isLadleProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return /node/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true;
  }
}

function releaseIfOurs(lockFile: string): void {
  if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}
