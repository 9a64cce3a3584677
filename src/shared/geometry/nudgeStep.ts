/**
 * Keyboard moves of a placed object: an arrow key moves it a fixed ground distance in the direction
 * the arrow points on screen, whatever the map's bearing. Pure, for the keyboard bindings to call.
 */
export type ArrowDirection = 'up' | 'down' | 'left' | 'right';

/** One press moves 0.5 m; with Shift, 5 m. */
export const KEY_STEP_METRES = { small: 0.5, large: 5 } as const;

const METRES_PER_DEGREE_LAT = 111_320;
/** Screen directions as (east, north) before the map's rotation. */
const SCREEN: Record<ArrowDirection, [number, number]> = { up: [0, 1], down: [0, -1], left: [-1, 0], right: [1, 0] };

export function steppedPosition(at: { lng: number; lat: number }, direction: ArrowDirection, bearingDeg: number, metres: number): { lng: number; lat: number } {
  const [sx, sy] = SCREEN[direction];
  // The map is turned by `bearing` clockwise: screen-up points to that bearing on the ground.
  const b = (bearingDeg * Math.PI) / 180;
  const east = (sx * Math.cos(b) + sy * Math.sin(b)) * metres;
  const north = (-sx * Math.sin(b) + sy * Math.cos(b)) * metres;
  return {
    lng: at.lng + east / (METRES_PER_DEGREE_LAT * Math.cos((at.lat * Math.PI) / 180)),
    lat: at.lat + north / METRES_PER_DEGREE_LAT,
  };
}
