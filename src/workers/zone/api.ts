/** The zone worker's API: the zone creator's corridor buffer, run off the main thread. */
import { buildCorridor, type CorridorResult } from '../../shared/zoneCreator/corridor';

export function createZoneApi() {
  return {
    /** The corridor around the path through `coords` (in pick order), `widthFeet` wide; a typed failure otherwise. */
    buildCorridor(coords: [number, number][], widthFeet: number): CorridorResult {
      return buildCorridor(coords, widthFeet);
    },
  };
}

export type ZoneApi = ReturnType<typeof createZoneApi>;
