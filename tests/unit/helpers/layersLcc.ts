/**
 * An independent Lambert conformal conic (2SP) for checking EPSG:2263 numbers without proj4:
 * Snyder, "Map Projections: A Working Manual" (USGS PP 1395), eqs. 15-1..15-11, the inverse
 * solving φ by eq. 7-9. Metres inside; eastings/northings in and out are US survey feet.
 */

/** 1 US survey foot in metres. */
export const US_FOOT = 1200 / 3937;
const DEG = Math.PI / 180;

export interface LccParams {
  a: number; // semi-major axis, metres
  invF: number; // inverse flattening
  lat1: number; // first standard parallel, degrees
  lat2: number; // second standard parallel, degrees
  lat0: number; // latitude of origin, degrees
  lon0: number; // central meridian, degrees
  x0: number; // false easting, US survey feet
  y0: number; // false northing, US survey feet
}

/**
 * An independent Lambert conformal conic (2SP) on the ellipsoid, after Snyder, "Map Projections:
 * A Working Manual" (USGS PP 1395), eqs. 15-1..15-11, with the inverse solving φ by eq. 7-9.
 * Works in metres internally; eastings/northings in and out are US survey feet.
 */
export function lcc(p: LccParams) {
  const f = 1 / p.invF;
  const e2 = 2 * f - f * f;
  const e = Math.sqrt(e2);
  const m = (phi: number) => Math.cos(phi) / Math.sqrt(1 - e2 * Math.sin(phi) ** 2); // 14-15
  const t = (phi: number) => {
    const s = e * Math.sin(phi);
    return Math.tan(Math.PI / 4 - phi / 2) / ((1 - s) / (1 + s)) ** (e / 2); // 15-9
  };
  const phi1 = p.lat1 * DEG;
  const phi2 = p.lat2 * DEG;
  const m1 = m(phi1);
  const m2 = m(phi2);
  const t1 = t(phi1);
  const t2 = t(phi2);
  const n = (Math.log(m1) - Math.log(m2)) / (Math.log(t1) - Math.log(t2)); // 15-8
  const F = m1 / (n * t1 ** n); // 15-10
  const rho0 = p.a * F * t(p.lat0 * DEG) ** n; // 15-7 at φ0
  const lam0 = p.lon0 * DEG;
  const x0 = p.x0 * US_FOOT;
  const y0 = p.y0 * US_FOOT;

  return {
    forward(lng: number, lat: number): [number, number] {
      const rho = p.a * F * t(lat * DEG) ** n; // 15-7
      const theta = n * (lng * DEG - lam0); // 14-4
      const x = rho * Math.sin(theta) + x0; // 14-1
      const y = rho0 - rho * Math.cos(theta) + y0; // 14-2
      return [x / US_FOOT, y / US_FOOT];
    },
    inverse(xFt: number, yFt: number): [number, number] {
      const x = xFt * US_FOOT - x0;
      const dy = rho0 - (yFt * US_FOOT - y0);
      const rho = Math.sign(n) * Math.hypot(x, dy); // 14-10
      const tt = (rho / (p.a * F)) ** (1 / n); // 15-11
      const theta = n > 0 ? Math.atan2(x, dy) : Math.atan2(-x, -dy); // 14-11
      let phi = Math.PI / 2 - 2 * Math.atan(tt); // 7-11, first trial
      for (let i = 0; i < 20; i++) {
        const s = e * Math.sin(phi);
        const next = Math.PI / 2 - 2 * Math.atan(tt * ((1 - s) / (1 + s)) ** (e / 2)); // 7-9
        const done = Math.abs(next - phi) < 1e-15;
        phi = next;
        if (done) break;
      }
      return [(theta / n + lam0) / DEG, phi / DEG]; // 14-9
    },
  };
}

/** EPSG:2263 on GRS80, written out from its published parameters. */
export const nyLongIsland = lcc({
  a: 6378137,
  invF: 298.257222101,
  lat1: 41 + 2 / 60,
  lat2: 40 + 40 / 60,
  lat0: 40 + 10 / 60,
  lon0: -74,
  x0: 984250,
  y0: 0,
});

/** Great-circle distance in metres (haversine on the GRS80 mean radius; fine at sub-metre scale). */
export function haversineMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const R = 6371008.8;
  const dLat = (lat2 - lat1) * DEG;
  const dLng = (lng2 - lng1) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
