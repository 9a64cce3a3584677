/**
 * The heavy layers case's baseline: what loading the same answers would cost on the main thread. A
 * self-contained page function (plain JavaScript source: code through tsx may reference helpers such
 * as `__name` the page lacks) over the answers the app fetched (fetched first by BASELINE_FETCH_SOURCE,
 * not counted), one task per answer as a main-thread loader would run them: JSON.parse, and normalise like
 * src/shared/layers/normalise (geometry class and finite, in-range positions, row points, parking
 * signs reprojected from state-plane feet with the same Lambert conformal conic, properties copied);
 * then per layer one task that builds the FeatureCollection and JSON.stringifies it (the cost of
 * handing GeoJSON to MapLibre's worker, as setData does). Frames are recorded while it is busy.
 */

export interface BaselineAnswer {
  url: string;
  layer: string;
  geometry: 'point' | 'line' | 'polygon';
  latField?: string;
  lngField?: string;
  statePlane?: boolean;
  /** Garage business rows: read for their BINs only, no features of their own. */
  rowsOnly?: boolean;
  /** Local files: keep the points inside this box. */
  clip?: [number, number, number, number];
  /** Extra normalised properties: name → the keys to take the first value from. */
  extra?: Record<string, string[]>;
}

export interface LayersBaselineResult {
  parseMs: number;
  normaliseMs: number;
  handoffMs: number;
  /** parse + normalise + hand-off: the main thread's work. */
  busyMs: number;
  /** performance.now() bounds of the busy stretch (its tasks and the gaps between them). */
  busyStart: number;
  busyEnd: number;
  bytes: number;
  counts: Record<string, number>;
  dropped: number;
  frames: number[];
}

/** EPSG:2263 (NAD83 / New York Long Island, ftUS) to lng/lat: Snyder's ellipsoidal LCC inverse, GRS80. */
export const LCC_INVERSE_SOURCE = String.raw`function lccInverse() {
  var a = 6378137, f = 1 / 298.257222101, e = Math.sqrt(2 * f - f * f), D = Math.PI / 180;
  var p1 = (41 + 2 / 60) * D, p2 = (40 + 40 / 60) * D, p0 = (40 + 10 / 60) * D, l0 = -74 * D;
  var X0 = 300000, FT = 1200 / 3937;
  function m(p) { var s = Math.sin(p); return Math.cos(p) / Math.sqrt(1 - e * e * s * s); }
  function t(p) { var s = Math.sin(p); return Math.tan(Math.PI / 4 - p / 2) / Math.pow((1 - e * s) / (1 + e * s), e / 2); }
  var n = (Math.log(m(p1)) - Math.log(m(p2))) / (Math.log(t(p1)) - Math.log(t(p2)));
  var F = m(p1) / (n * Math.pow(t(p1), n)), r0 = a * F * Math.pow(t(p0), n);
  return function (xFt, yFt) {
    if (!Number.isFinite(xFt) || !Number.isFinite(yFt)) return null;
    var x = xFt * FT - X0, y = r0 - yFt * FT;
    var r = Math.sqrt(x * x + y * y), tt = Math.pow(r / (a * F), 1 / n);
    var lng = (Math.atan2(x, y) / n + l0) / D;
    var phi = Math.PI / 2 - 2 * Math.atan(tt);
    for (var i = 0; i < 15; i++) {
      var s = Math.sin(phi), next = Math.PI / 2 - 2 * Math.atan(tt * Math.pow((1 - e * s) / (1 + e * s), e / 2));
      if (Math.abs(next - phi) < 1e-12) { phi = next; break; }
      phi = next;
    }
    var lat = phi / D;
    return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? [lng, lat] : null;
  };
}`;

export const LAYERS_BASELINE_SOURCE = String.raw`async function layersBaseline(answers) {
  var toLngLat = (${LCC_INVERSE_SOURCE})();
  var TYPES = { point: ['Point', 'MultiPoint'], line: ['LineString', 'MultiLineString'], polygon: ['Polygon', 'MultiPolygon'] };
  var DEPTH = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };
  function num(v) { if (v === null || v === undefined || v === '') return null; var n = typeof v === 'number' ? v : Number(v); return Number.isFinite(n) ? n : null; }
  function validLngLat(x, y) { return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) && Math.abs(x) <= 180 && Math.abs(y) <= 90; }
  function positions(c, d) {
    if (!Array.isArray(c)) return false;
    if (d === 0) return c.length >= 2 && validLngLat(c[0], c[1]);
    if (c.length === 0) return false;
    for (var i = 0; i < c.length; i++) if (!positions(c[i], d - 1)) return false;
    return true;
  }
  function geometryOf(g, cls) {
    if (!g || typeof g !== 'object' || TYPES[cls].indexOf(g.type) < 0 || !positions(g.coordinates, DEPTH[g.type])) return null;
    return g.type === 'LineString' && g.coordinates.length < 2 ? null : g;
  }
  function fieldPoint(p, latField, lngField) {
    var lat = num(p[latField]), lng = num(p[lngField]);
    return lat !== null && lng !== null && validLngLat(lng, lat) ? { type: 'Point', coordinates: [lng, lat] } : null;
  }
  function firstOf(p, keys) { for (var k of keys) { var v = p[k]; if (v !== null && v !== undefined && v !== '') return String(v); } return ''; }
  function looksLikeTree(p) { return !!(p.genusspecies || p.tpstructure) || (num(p.dbh) || 0) > 0; }
  function normalise(a, data, out) {
    var items = Array.isArray(data) ? data.map(function (r) { return { geometry: null, properties: r && typeof r === 'object' ? r : {} }; })
      : data && Array.isArray(data.features) ? data.features : null;
    if (!items) throw new Error('not features or rows: ' + a.url);
    if (a.rowsOnly) return 0;
    var dropped = 0;
    for (var f of items) {
      var p = f && f.properties && typeof f.properties === 'object' ? f.properties : {};
      var g = a.statePlane ? (function () { var ll = toLngLat(num(p.sign_x_coord), num(p.sign_y_coord)); return ll ? { type: 'Point', coordinates: ll } : null; })()
        : geometryOf(f && f.geometry, a.geometry) || (a.latField ? fieldPoint(p, a.latField, a.lngField) : null);
      if (!g) { dropped++; continue; }
      if (a.clip && !(g.type === 'Point' && g.coordinates[0] >= a.clip[0] && g.coordinates[0] <= a.clip[2] && g.coordinates[1] >= a.clip[1] && g.coordinates[1] <= a.clip[3])) continue;
      if (a.layer === 'trees' && !looksLikeTree(p)) { dropped++; continue; }
      var props = Object.assign({}, p);
      if (a.extra) for (var k in a.extra) props[k] = firstOf(p, a.extra[k]);
      out.push({ type: 'Feature', id: out.length, geometry: g, properties: props });
    }
    return dropped;
  }
  // One macrotask per step, as separate network answers would arrive.
  function nextTask() { return new Promise(function (resolve) { var c = new MessageChannel(); c.port1.onmessage = function () { resolve(); }; c.port2.postMessage(0); }); }

  var texts = window.__answers;
  if (!texts || texts.length !== answers.length) throw new Error('answers not fetched');
  var byLayer = {}, lastOf = {}, parseMs = 0, normaliseMs = 0, handoffMs = 0, dropped = 0, bytes = 0;
  answers.forEach(function (a, i) { lastOf[a.layer] = i; });
  window.__frames.start();
  var busyStart = performance.now();
  for (var i = 0; i < answers.length; i++) {
    var a = answers[i];
    await nextTask();
    var t0 = performance.now();
    var data = JSON.parse(texts[i]);
    var t1 = performance.now();
    dropped += normalise(a, data, byLayer[a.layer] || (byLayer[a.layer] = []));
    var t2 = performance.now();
    parseMs += t1 - t0; normaliseMs += t2 - t1; bytes += texts[i].length;
    if (lastOf[a.layer] === i) {
      await nextTask();
      var h0 = performance.now();
      JSON.stringify({ type: 'FeatureCollection', features: byLayer[a.layer] });
      handoffMs += performance.now() - h0;
    }
  }
  await nextTask();
  var busyEnd = performance.now();
  var frames = window.__frames.stop();
  var counts = {};
  for (var id in byLayer) counts[id] = byLayer[id].length;
  return { parseMs: parseMs, normaliseMs: normaliseMs, handoffMs: handoffMs, busyMs: parseMs + normaliseMs + handoffMs,
    busyStart: busyStart, busyEnd: busyEnd, bytes: bytes, counts: counts, dropped: dropped, frames: frames };
}`;

/** Fetches the answers into window.__answers (outside the measured stretch); resolves with the time taken. */
export const BASELINE_FETCH_SOURCE = String.raw`async function fetchAnswers(answers) {
  var f0 = performance.now();
  window.__answers = await Promise.all(answers.map(function (a) {
    return fetch(a.url, { cache: 'no-store' }).then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status + ' for ' + a.url); return r.text(); });
  }));
  return performance.now() - f0;
}`;
