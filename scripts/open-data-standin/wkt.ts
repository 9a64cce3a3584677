/** The one WKT shape the app sends to `intersects`: `POLYGON((lon lat, lon lat, ...))`, a single closed ring. */
import type { Pos } from './geometry.ts';
import { QueryError } from './types.ts';

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

export function parsePolygonWkt(text: string): Pos[] {
  const m = /^\s*POLYGON\s*\(\s*\(([^()]*)\)\s*\)\s*$/i.exec(text);
  if (!m)
    throw new QueryError(
      `intersects: the stand-in reads only a single-ring WKT POLYGON((lon lat, ...)), not '${text}'`,
    );
  const ring = m[1]!.split(',').map((pair): Pos => {
    const parts = pair.trim().split(/\s+/);
    if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p)))
      throw new QueryError(`intersects: bad WKT position '${pair.trim()}'`);
    return [Number(parts[0]), Number(parts[1])];
  });
  if (ring.length < 4) throw new QueryError('intersects: a WKT polygon ring needs at least four positions');
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1])
    throw new QueryError('intersects: the WKT polygon ring is not closed');
  for (const [lon, lat] of ring) {
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90)
      throw new QueryError(`intersects: position ${lon} ${lat} is not lon/lat (WKT is "lon lat")`);
  }
  return ring;
}
