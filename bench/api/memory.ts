import { readdirSync, readFileSync } from "node:fs";

/** Peak (VmHWM) and current (VmRSS) resident memory of a process and its descendants, in MB (Linux /proc). */
export interface ProcessMemory {
  pids: number[];
  peakMb: number;
  currentMb: number;
}

function statusField(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // the parent pid is the second field after the parenthesised command name
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

export function processTreeMemory(rootPid: number): ProcessMemory {
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) pids.push(...childrenOf(pids[i]!));
  return {
    pids,
    peakMb: pids.reduce((sum, pid) => sum + statusField(pid, "VmHWM"), 0),
    currentMb: pids.reduce((sum, pid) => sum + statusField(pid, "VmRSS"), 0),
  };
}
