import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** Starts counting the CPU seconds `pids` use together; the returned function reads the count so far. */
export function cpuMeter(pids: readonly number[]): () => number {
  const read = (pid: number): number | undefined => {
    try {
      return cpuSeconds(pid);
    } catch {
      return undefined; // the process has exited: its share is lost with it
    }
  };
  const before = pids.map(read);
  return () => pids.reduce((sum, pid, i) => sum + Math.max(0, (read(pid) ?? before[i] ?? 0) - (before[i] ?? 0)), 0);
}

/**
 * Starts counting the CPU seconds every process named `command` (/proc/<pid>/comm) uses together,
 * including those that start or end meanwhile. PostgreSQL forks a backend per connection and a
 * pool closes idle ones: a count over the pids listed at the start missed the backends opened
 * later and lost those that ended (a cluster run reported 0.1 ms a battle for PostgreSQL). Each
 * read sums the processes alive now and, for the family's root (a process whose parent has
 * another name: the postmaster, nginx's master), the CPU of its children it has already reaped
 * (cutime + cstime), where an ended backend's share goes.
 */
export function familyCpuMeter(command: string): () => number {
  const read = (): number => {
    let ticks = 0;
    const family = pidsWhere('comm', (text) => text.trim() === command);
    const members = new Set(family);
    for (const pid of family) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]);
        const parent = Number(fields[1]);
        if (!members.has(parent)) ticks += Number(fields[13]) + Number(fields[14]);
      } catch {
        // ended between the listing and the read: its parent's reaped figure will hold it
      }
    }
    return ticks / 100;
  };
  const before = read();
  return () => Math.max(0, read() - before);
}

/** The processes on this machine whose `/proc/<pid>/<file>` passes `test`; one that exits meanwhile is skipped. */
export function pidsWhere(file: 'comm' | 'cmdline', test: (text: string) => boolean): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return test(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
      } catch {
        return false;
      }
    });
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** Samples a process's RSS every second; returns the peak when stopped. */
export function watchMemory(pid: number): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // process gone
    }
  }, 1000);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Starts a Node script and resolves once `ready` matches its output. */
export function startNode(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs = 60_000): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}
