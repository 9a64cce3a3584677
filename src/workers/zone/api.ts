/**
 * The zone worker's API: the zone creator's corridor, run off the main thread. 'Curb lane only' and
 * 'Sidewalk only' first ask the street centreline for the blocks' widths (the same open-data request
 * path as the layers, demo routing and app token included); without an answer they fall back and say so.
 */
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import { readAnswer } from '../../shared/layers/normalise/answer';
import { sodaQueryUrl } from '../../shared/layers/query';
import { buildCorridor, resolvePath, type CorridorResult } from '../../shared/zoneCreator/corridor';
import { zonePartOf, type ZoneOptions } from '../../shared/zoneCreator/state';
import { bandBasisText, streetBands } from '../../shared/zoneCreator/streetCorridor';
import { pathAlongCentreline, pathBasisText } from '../../shared/zoneCreator/centrelinePath';
import {
  CENTRELINE_BOX_PADDING,
  CENTRELINE_SOURCE,
  centrelineBox,
  measureAlong,
  readCentreLines,
  type CentreLine,
} from '../../shared/zoneCreator/streetWidths';
import type { MultiPolygonGeometry, PolygonGeometry, Position } from '../../shared/geography/geometry';
import { fetchAnswer, type FetchDeps, type SourceConfig } from '../net/fetchAnswer';
import { errorMessage } from '../../shared/errors/errorMessage';

/** Degrees around the nodes in which a way along the streets between them is looked for (about 200 m). */
const PATH_BOX_PADDING = 0.002;

/** A corridor and what its shape was based on (the centreline it follows; the widths of curb lanes and sidewalks). */
export type ZoneResult =
  | { ok: true; polygon: PolygonGeometry | MultiPolygonGeometry; basis: string | null }
  | Extract<CorridorResult, { ok: false }>;

export function createZoneApi(deps: FetchDeps, jobs: JobHost = jobHost()) {
  let config: SourceConfig = {};

  /** The centrelines around the path; an empty list and the reason when they cannot be had. */
  async function centrelines(
    signal: AbortSignal,
    path: Position[],
    padding = CENTRELINE_BOX_PADDING,
  ): Promise<{ lines: CentreLine[]; failure: string | null }> {
    try {
      const answer = await fetchAnswer(
        sodaQueryUrl(CENTRELINE_SOURCE, centrelineBox(path, padding)),
        signal,
        deps,
        config,
      );
      return { lines: readCentreLines(readAnswer(answer).features), failure: null };
    } catch (error) {
      return {
        lines: [],
        failure: `the street centreline data could not be loaded (${errorMessage(error)})`,
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

    /**
     * The zone the options name: the whole corridor, the curb lanes, or the sidewalks of the path's
     * blocks. A job: a newer pick of nodes cancels the centreline request of the one before.
     */
    buildZone: jobs.job(
      async (
        job: Job,
        coords: [number, number][],
        widthFeet: number,
        options: Pick<ZoneOptions, 'curbLaneOnly' | 'sidewalkOnly'>,
      ): Promise<ZoneResult> => {
        const part = zonePartOf(options);
        const whole = buildCorridor(coords, widthFeet);
        if (!whole.ok) return whole;
        // buildCorridor accepted the path, so it has two or more valid, distinct positions.
        const path = resolvePath(coords);
        if (part === 'entire') {
          // Around the streets themselves: the way along the centreline between each pair of nodes.
          const { lines, failure } = await centrelines(job.signal, path, PATH_BOX_PADDING);
          const street = pathAlongCentreline(path, lines);
          const corridor = buildCorridor(street.path, widthFeet);
          if (!corridor.ok) return { ...whole, basis: pathBasisText([], failure) };
          return { ...corridor, basis: pathBasisText(street.followed, failure) };
        }
        const { lines, failure } = await centrelines(job.signal, path);
        const bands = streetBands(path, part, measureAlong(path, lines), widthFeet);
        if (!bands.ok) return bands;
        return { ok: true, polygon: bands.polygon, basis: bandBasisText(part, bands.bands, widthFeet, failure) };
      },
    ),
  };
}

export type ZoneApi = ReturnType<typeof createZoneApi>;
