/** Resident memory (RSS) of a server and the processes it started, read from Linux's /proc. */
import fs from "node:fs";

/** The process and all its descendants, parents first. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

export function rssMegabytes(pid: number): number {
  try {
    const kilobytes = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kilobytes ? Math.round(Number(kilobytes) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** "75 + 160 + 158 = 393 MB": the first figure is the process started, then each descendant. */
export function describeMemory(pid: number): string {
  const figures = processTree(pid).map(rssMegabytes);
  const total = figures.reduce((sum, mb) => sum + mb, 0);
  return figures.length > 1 ? `${figures.join(" + ")} = ${total} MB` : `${total} MB`;
}
