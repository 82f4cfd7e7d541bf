import os from 'node:os';

/** The figures mean little without the machine they were taken on. */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
  };
}
