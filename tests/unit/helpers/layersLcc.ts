/**
 * An independent Lambert conformal conic (2SP) for checking EPSG:2263 numbers without proj4:
 * Snyder, "Map Projections: A Working Manual" (USGS PP 1395), eqs. 15-1..15-11, the inverse
 * solving φ by eq. 7-9. Metres inside; eastings/northings in and out are US survey feet.
 */

/** 1 US survey foot in metres. */
export const US_FOOT = 1200 / 3937;
const DEG = Math.PI / 180;

interface LccParams {
  a: number;
  invF: number;
  lat1: number;
  lat2: number;
  lat0: number;
  lon0: number;
  /** False easting / northing in US survey feet. */
  x0: number;
  y0: number;
}

function lcc(p: LccParams) {
  const f = 1 / p.invF;
  const e2 = 2 * f - f * f;
  const e = Math.sqrt(e2);
  const m = (phi: number) => Math.cos(phi) / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const t = (phi: number) => {
    const s = e * Math.sin(phi);
    return Math.tan(Math.PI / 4 - phi / 2) / ((1 - s) / (1 + s)) ** (e / 2);
  };
  const phi1 = p.lat1 * DEG;
  const phi2 = p.lat2 * DEG;
  const n = (Math.log(m(phi1)) - Math.log(m(phi2))) / (Math.log(t(phi1)) - Math.log(t(phi2)));
  const F = m(phi1) / (n * t(phi1) ** n);
  const rho0 = p.a * F * t(p.lat0 * DEG) ** n;
  const lam0 = p.lon0 * DEG;
  const x0 = p.x0 * US_FOOT;
  const y0 = p.y0 * US_FOOT;
  return {
    forward(lng: number, lat: number): [number, number] {
      const rho = p.a * F * t(lat * DEG) ** n;
      const theta = n * (lng * DEG - lam0);
      return [(rho * Math.sin(theta) + x0) / US_FOOT, (rho0 - rho * Math.cos(theta) + y0) / US_FOOT];
    },
    inverse(xFt: number, yFt: number): [number, number] {
      const x = xFt * US_FOOT - x0;
      const dy = rho0 - (yFt * US_FOOT - y0);
      const rho = Math.sign(n) * Math.hypot(x, dy);
      const tt = (rho / (p.a * F)) ** (1 / n);
      const theta = Math.atan2(x, dy);
      let phi = Math.PI / 2 - 2 * Math.atan(tt);
      for (let i = 0; i < 30; i++) {
        const s = e * Math.sin(phi);
        const next = Math.PI / 2 - 2 * Math.atan(tt * ((1 - s) / (1 + s)) ** (e / 2));
        const done = Math.abs(next - phi) < 1e-15;
        phi = next;
        if (done) break;
      }
      return [(theta / n + lam0) / DEG, phi / DEG];
    },
  };
}

/** EPSG:2263, NAD83 / New York Long Island (ftUS), from its published parameters (GRS80). */
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

/** Great-circle distance in metres; fine at sub-metre scale. */
export function haversineMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const R = 6371008.8;
  const dLat = (lat2 - lat1) * DEG;
  const dLng = (lng2 - lng1) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
