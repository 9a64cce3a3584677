/** Small hand-made permit-area collections for tests. */
export function rect(minX: number, minY: number, maxX: number, maxY: number): number[][][] {
  return [
    [
      [minX, minY],
      [maxX, minY],
      [maxX, maxY],
      [minX, maxY],
      [minX, minY],
    ],
  ];
}

export function parkFeature(id: string, name: string, ring: number[][][], extra: Record<string, unknown> = {}) {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Polygon', coordinates: ring },
    properties: { name, system: id, propertyname: 'Test Park', ...extra },
  };
}

/** A park with a whole-park area and two nested sub-areas around (0.0005, 0.0005). */
export function overlappingParks() {
  return {
    type: 'FeatureCollection',
    features: [
      parkFeature('P-WHOLE', 'Test Park - Whole', rect(-73.99, 40.75, -73.98, 40.76)),
      parkFeature('P-LAWN', 'Test Park - Lawn', rect(-73.988, 40.752, -73.982, 40.758), { subpropertyname: 'Lawn' }),
      parkFeature('P-TINY', 'Test Park - Fountain', rect(-73.9856, 40.7546, -73.9844, 40.7554), {
        subpropertyname: ['Fountain', 'Plaza'],
      }),
      parkFeature('Q-OTHER', 'Other Green', rect(-73.97, 40.75, -73.96, 40.76), { propertyname: 'Other Green' }),
    ],
  };
}

/** Slippy-map tile numbers of a position at a zoom. */
export function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}
