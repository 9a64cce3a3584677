/**
 * Marks a span of the layers worker's work in the browser's performance timeline (`layers:<phase>`,
 * the layer or tile as its detail), where a trace shows it: the dense benchmark splits the worker's
 * busy time by these phases. Each entry is cleared at once, so a long session keeps none.
 */
export type WorkPhase = 'index' | 'vectorTiles' | 'rasterise' | 'composite';

export function measured<T>(phase: WorkPhase, detail: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    const name = `layers:${phase}`;
    performance.measure(name, { start, detail });
    performance.clearMeasures(name);
  }
}
