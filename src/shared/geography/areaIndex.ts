/** The loaded areas of one geography, indexed with rbush for hit-testing, plus search and focus targets. */
import RBush from 'rbush';

import { containsPoint, positionsOf, type AreaGeometry, type Position } from './geometry';
import type { BBox } from '../geometry/bbox';
import { minRotatedRect, type RotatedRect } from './minRotatedRect';
import type { GeographyType } from './modes';
import type { AreaRecord, ParsedAreas } from './parseAreas';
import { searchAreas, type SearchHit } from './search';

interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  idx: number;
}

/** What the UI needs of an area without its geometry. */
export interface AreaSummary {
  idx: number;
  id: string | number;
  system: string;
  name: string;
  title: string;
  subtitle: string;
  property: string;
  subProperty: string;
  detail: string;
  calculatedArea: number | undefined;
  isPoint: boolean;
}

export interface FocusTarget {
  area: AreaSummary;
  geometry: AreaGeometry;
  bbox: BBox;
  /** Null for point areas. */
  rect: RotatedRect | null;
  point: Position | null;
}

export function summarise(r: AreaRecord): AreaSummary {
  return {
    idx: r.idx,
    id: r.id,
    system: r.system,
    name: r.name,
    title: r.title,
    subtitle: r.subtitle,
    property: r.property,
    subProperty: r.subProperty,
    detail: r.detail,
    calculatedArea: r.calculatedArea,
    isPoint: r.geometry.type === 'Point',
  };
}

/** Hit radius for point areas, in degrees (about 8 m), since a click never lands exactly on a point. */
const POINT_HIT_DEG = 0.00008;

export class AreaIndex {
  private readonly tree = new RBush<Entry>();
  private readonly firstBySystem = new Map<string, number>();

  constructor(
    readonly mode: GeographyType,
    private readonly parsed: ParsedAreas,
  ) {
    this.tree.load(
      parsed.records.map((r) => ({ minX: r.bbox[0], minY: r.bbox[1], maxX: r.bbox[2], maxY: r.bbox[3], idx: r.idx })),
    );
    for (const r of parsed.records) if (!this.firstBySystem.has(r.system)) this.firstBySystem.set(r.system, r.idx);
  }

  get count(): number {
    return this.parsed.records.length;
  }

  /** Every area, in idx order (the tiles are cut from these). */
  get records(): readonly AreaRecord[] {
    return this.parsed.records;
  }

  /**
   * Adds areas found later (the intersections where the user looks, or that a search found). They are
   * numbered after the others, so no area's idx changes: a picked node, a hover or a focus stays valid.
   */
  append(parsed: ParsedAreas): void {
    const base = this.parsed.records.length;
    const added = parsed.records.map((r, i) => ({ ...r, idx: base + i }));
    for (const r of added) {
      this.parsed.records.push(r);
      this.tree.insert({ minX: r.bbox[0], minY: r.bbox[1], maxX: r.bbox[2], maxY: r.bbox[3], idx: r.idx });
      if (!this.firstBySystem.has(r.system)) this.firstBySystem.set(r.system, r.idx);
      const b = this.parsed.bbox;
      this.parsed.bbox = [
        Math.min(b[0], r.bbox[0]),
        Math.min(b[1], r.bbox[1]),
        Math.max(b[2], r.bbox[2]),
        Math.max(b[3], r.bbox[3]),
      ];
    }
  }

  get bbox(): BBox {
    return this.parsed.bbox;
  }

  record(idx: number): AreaRecord | undefined {
    return this.parsed.records[idx];
  }

  search(query: string, limit?: number): SearchHit[] {
    return searchAreas(this.parsed.records, query, limit);
  }

  /** Areas under a point, smallest first (the spec's overlap order). */
  hitTest(lng: number, lat: number): AreaSummary[] {
    const pad = this.mode === 'intersections' ? POINT_HIT_DEG : 0;
    const candidates = this.tree.search({ minX: lng - pad, minY: lat - pad, maxX: lng + pad, maxY: lat + pad });
    const hits: AreaRecord[] = [];
    for (const c of candidates) {
      const r = this.parsed.records[c.idx]!;
      if (r.geometry.type === 'Point' || containsPoint(r.geometry, lng, lat)) hits.push(r);
    }
    hits.sort((a, b) => (a.calculatedArea ?? 0) - (b.calculatedArea ?? 0) || a.idx - b.idx);
    return hits.map(summarise);
  }

  /** In parks mode a choice resolves to the canonical area: the first one sharing its system value. */
  canonical(idx: number): number {
    const r = this.parsed.records[idx];
    if (!r || this.mode !== 'parks') return idx;
    return this.firstBySystem.get(r.system) ?? idx;
  }

  /**
   * The area a saved plan names: same id (compared as text, since older files wrote numbers) and, when
   * the plan gives one, the same system value, so an id reused by other data does not match. In parks,
   * failing that, the one area with the plan's permit-area code (system).
   */
  find(id: string, system: string): number | null {
    const r = this.parsed.records.find((rec) => String(rec.id) === id && (system === '' || rec.system === system));
    if (r) return r.idx;
    // A plan saved on another copy of the same areas (the sample's ids, the city's permit-area codes)
    // still names the area by its code: one area with that code is the one meant.
    if (system === '' || this.mode !== 'parks') return null;
    const bySystem = this.parsed.records.filter((rec) => rec.system === system);
    return bySystem.length === 1 ? bySystem[0]!.idx : null;
  }

  focusTarget(idx: number): FocusTarget | null {
    const r = this.parsed.records[idx];
    if (!r) return null;
    const isPoint = r.geometry.type === 'Point';
    return {
      area: summarise(r),
      geometry: r.geometry,
      bbox: r.bbox,
      rect: isPoint ? null : minRotatedRect(positionsOf(r.geometry)),
      point: r.geometry.type === 'Point' ? r.geometry.coordinates : null,
    };
  }

  geometries(idxs: readonly number[]): { idx: number; geometry: AreaGeometry }[] {
    return idxs.flatMap((idx) => {
      const r = this.parsed.records[idx];
      return r ? [{ idx, geometry: r.geometry }] : [];
    });
  }
}
