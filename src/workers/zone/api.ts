/**
 * The zone worker's API: the zone creator's corridor, run off the main thread. 'Curb lane only' and
 * 'Sidewalk only' first ask the street centreline for the blocks' widths (the same open-data request
 * path as the layers, demo routing and app token included); without an answer they fall back and say so.
 */
import { readAnswer } from '../../shared/layers/normalise/answer';
import { sodaQueryUrl } from '../../shared/layers/query';
import { buildCorridor, resolvePath, type CorridorResult } from '../../shared/zoneCreator/corridor';
import { zonePartOf, type ZoneOptions } from '../../shared/zoneCreator/state';
import { bandBasisText, streetBands } from '../../shared/zoneCreator/streetCorridor';
import {
  CENTRELINE_SOURCE,
  centrelineBox,
  measureAlong,
  readCentreLines,
  type CentreLine,
} from '../../shared/zoneCreator/streetWidths';
import type { MultiPolygonGeometry, PolygonGeometry, Position } from '../../shared/geography/geometry';
import { fetchAnswer, type FetchDeps, type SourceConfig } from '../layers/fetchAnswer';

/** A corridor and, for the curb-lane and sidewalk zones, what its shape was based on. */
export type ZoneResult =
  | { ok: true; polygon: PolygonGeometry | MultiPolygonGeometry; basis: string | null }
  | Extract<CorridorResult, { ok: false }>;

export function createZoneApi(deps: FetchDeps) {
  let config: SourceConfig = {};

  /** The centrelines around the path; an empty list and the reason when they cannot be had. */
  async function centrelines(path: Position[]): Promise<{ lines: CentreLine[]; failure: string | null }> {
    try {
      const answer = await fetchAnswer(
        sodaQueryUrl(CENTRELINE_SOURCE, centrelineBox(path)),
        new AbortController().signal,
        deps,
        config,
      );
      return { lines: readCentreLines(readAnswer(answer).features), failure: null };
    } catch (error) {
      return {
        lines: [],
        failure: `the street centreline data could not be loaded (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  }

  return {
    configure(next: SourceConfig): void {
      config = { ...next };
    },

    /** The corridor around the path through `coords` (in pick order), `widthFeet` wide; a typed failure otherwise. */
    buildCorridor(coords: [number, number][], widthFeet: number): CorridorResult {
      return buildCorridor(coords, widthFeet);
    },

    /** The zone the options name: the whole corridor, the curb lanes, or the sidewalks of the path's blocks. */
    async buildZone(
      coords: [number, number][],
      widthFeet: number,
      options: Pick<ZoneOptions, 'curbLaneOnly' | 'sidewalkOnly'>,
    ): Promise<ZoneResult> {
      const part = zonePartOf(options);
      const whole = buildCorridor(coords, widthFeet);
      if (part === 'entire' || !whole.ok) return whole.ok ? { ...whole, basis: null } : whole;
      // buildCorridor accepted the path, so it has two or more valid, distinct positions.
      const path = resolvePath(coords);
      const { lines, failure } = await centrelines(path);
      const bands = streetBands(path, part, measureAlong(path, lines), widthFeet);
      if (!bands.ok) return bands;
      return { ok: true, polygon: bands.polygon, basis: bandBasisText(part, bands.bands, widthFeet, failure) };
    },
  };
}

export type ZoneApi = ReturnType<typeof createZoneApi>;
