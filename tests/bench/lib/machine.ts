/** The machine the figures were taken on, as printed and as written to the results files. */
import os from 'node:os';

export function machineLine(chromium: string): string {
  return `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}; Chromium ${chromium} (SwiftShader WebGL), headless 1400x900`;
}

export function machineJson(chromium: string) {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? null, totalMemGiB: os.totalmem() / 2 ** 30, platform: `${os.platform()} ${os.release()}`, chromium };
}
