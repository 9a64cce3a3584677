/** The machine the figures were taken on, as printed and as written to the results files. */
import os from 'node:os';

export function machineLine(chromium: string, viewport = '1400x900'): string {
  return `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}; Chromium ${chromium} (SwiftShader WebGL), headless ${viewport}`;
}

export function machineJson(chromium: string) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? null,
    totalMemGiB: os.totalmem() / 2 ** 30,
    platform: `${os.platform()} ${os.release()}`,
    chromium,
  };
}

/**
 * The 1-minute load average and the level above which other work competed for the CPUs while measuring:
 * twice the CPU count (a browser bench alone keeps the load near the CPU count: renderer, GPU process, Node).
 */
export function loadNote(): { load1: number; busyAbove: number } {
  return { load1: os.loadavg()[0] ?? NaN, busyAbove: 2 * os.cpus().length };
}
