import fs from 'node:fs';

const TICK_MS = 1000 / 100; // Linux USER_HZ

/** CPU time (ms) a process has used so far, user + system, from /proc (Linux); null elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
