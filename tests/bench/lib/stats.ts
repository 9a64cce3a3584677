/** Small numeric and text helpers shared by the benchmark cases: medians, percentiles, formatting, tables. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} ms` : 'n/a');
export const ratio = (app: number, base: number) =>
  Number.isFinite(app) && Number.isFinite(base) && base > 0 ? `${(app / base).toFixed(2)}×` : 'n/a';
export const fps = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} fps` : 'n/a');

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

export interface FrameStats {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  worstMs: number;
  fps: number;
}

/** Frame intervals from requestAnimationFrame timestamps: median, 95th percentile, worst, and the rate. */
export function frameStats(timestamps: readonly number[]): FrameStats {
  const gaps = timestamps.slice(1).map((t, i) => t - timestamps[i]!);
  const span = timestamps.length > 1 ? timestamps[timestamps.length - 1]! - timestamps[0]! : NaN;
  return {
    frames: timestamps.length,
    p50Ms: percentile(gaps, 50),
    p95Ms: percentile(gaps, 95),
    worstMs: gaps.length ? Math.max(...gaps) : NaN,
    fps: gaps.length && span > 0 ? (gaps.length * 1000) / span : NaN,
  };
}
