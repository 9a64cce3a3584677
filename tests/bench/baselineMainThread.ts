/**
 * The benchmark's baseline: what the app would cost if it parsed the area file on the main thread.
 * A self-contained page function (plain JavaScript source, since the page runs the production build
 * and cannot import app modules) that mirrors src/shared/geography/parseAreas.ts for parks:
 * geometry validation, bbox, display fields, geodesic ring area (Turf's formula), lower-cased search
 * values; then the same searches as src/shared/geography/search.ts (linear scan, ranked, 10 hits),
 * rendered into a result list like ZoneSearch's.
 *
 * Kept as a string: code that went through tsx/esbuild may reference helpers (`__name`) the page lacks.
 */

export interface BaselineSearch {
  query: string;
  ms: number;
  hits: number;
}
export interface BaselineResult {
  fetchMs: number;
  parseMs: number;
  normaliseMs: number;
  /** JSON.parse + normalisation: one synchronous stretch on the main thread. */
  busyMs: number;
  /** performance.now() bounds of the busy stretch, to pick long tasks. */
  busyStart: number;
  busyEnd: number;
  count: number;
  skipped: number;
  searches: BaselineSearch[];
}

export interface BaselineOptions {
  url: string;
  queries: string[];
  searchKeys: string[];
  maxResults: number;
  minChars: number;
}

export const BASELINE_MAIN_THREAD_SOURCE = String.raw`async function baselineMainThread(opts) {
  var EARTH_RADIUS = 6371008.8;
  function text(value) {
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
    if (typeof value === 'object') return '';
    return String(value).trim();
  }
  function searchValue(value) {
    if (value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value))) return '';
    return (Array.isArray(value) ? value.join(', ') : String(value)).toLowerCase();
  }
  function validPosition(p) {
    return Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' &&
      Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;
  }
  function validRing(r) { return Array.isArray(r) && r.length >= 4 && r.every(validPosition); }
  function validRings(rs) { return Array.isArray(rs) && rs.length > 0 && rs.every(validRing); }
  function readGeometry(g) {
    if (!g || typeof g !== 'object') return null;
    if (g.type === 'Polygon') return validRings(g.coordinates) ? g : null;
    if (g.type === 'MultiPolygon') return Array.isArray(g.coordinates) && g.coordinates.length > 0 && g.coordinates.every(validRings) ? g : null;
    return null;
  }
  function rad(d) { return (d * Math.PI) / 180; }
  // Turf's ringArea: a shoelace sum on the sphere.
  function ringArea(coords) {
    var total = 0, n = coords.length;
    if (n <= 2) return 0;
    for (var i = 0; i < n; i++) {
      var lower = coords[i], middle = coords[(i + 1) % n], upper = coords[(i + 2) % n];
      total += (rad(upper[0]) - rad(lower[0])) * Math.sin(rad(middle[1]));
    }
    return Math.abs((total * EARTH_RADIUS * EARTH_RADIUS) / 2);
  }
  function polygons(g) { return g.type === 'Polygon' ? [g.coordinates] : g.coordinates; }
  function areaOf(g) {
    var sum = 0;
    for (var poly of polygons(g)) {
      sum += ringArea(poly[0]);
      for (var h = 1; h < poly.length; h++) sum -= ringArea(poly[h]);
    }
    return sum;
  }
  function bboxOf(g) {
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (var poly of polygons(g)) for (var p of poly[0] || []) {
      if (p[0] < minX) minX = p[0];
      if (p[1] < minY) minY = p[1];
      if (p[0] > maxX) maxX = p[0];
      if (p[1] > maxY) maxY = p[1];
    }
    return [minX, minY, maxX, maxY];
  }
  function featureId(f, props, idx) {
    for (var c of [f.id, props.id, props.OBJECTID, props.fid]) {
      if (typeof c === 'string' && c !== '') return c;
      if (typeof c === 'number' && Number.isFinite(c)) return c;
    }
    return idx;
  }
  function detailOf(props, km2) {
    var property = text(props.propertyname), sub = text(props.subpropertyname);
    var place = property && sub ? property + ' › ' + sub : property || (sub ? '› ' + sub : '');
    var size = km2 === undefined || !Number.isFinite(km2) ? '' : km2 > 0.001 ? 'Large area' : 'Small area';
    var parts = [place, size].filter(Boolean);
    return parts.length ? parts.join(' · ') : 'No additional details';
  }
  function normalise(data) {
    if (!data || typeof data !== 'object' || data.type !== 'FeatureCollection') throw new Error('not a FeatureCollection');
    var features = data.features;
    if (!Array.isArray(features)) throw new Error('no features list');
    var records = [], skipped = 0, total = [Infinity, Infinity, -Infinity, -Infinity];
    for (var raw of features) {
      var feature = raw && typeof raw === 'object' ? raw : null;
      var geometry = feature ? readGeometry(feature.geometry) : null;
      if (!feature || !geometry) { skipped++; continue; }
      var props = feature.properties && typeof feature.properties === 'object' ? feature.properties : {};
      var idx = records.length;
      var given = Number(props.calculatedArea);
      var km2 = Number.isFinite(given) && props.calculatedArea !== null && props.calculatedArea !== '' ? given : areaOf(geometry) / 1e6;
      var bbox = bboxOf(geometry);
      total[0] = Math.min(total[0], bbox[0]); total[1] = Math.min(total[1], bbox[1]);
      total[2] = Math.max(total[2], bbox[2]); total[3] = Math.max(total[3], bbox[3]);
      var id = featureId(feature, props, idx);
      var fsn1 = text(props.FSN_1), fsn2 = text(props.FSN_2);
      records.push({
        idx: idx,
        id: id,
        system: typeof props.system === 'string' && props.system ? props.system : String(id),
        name: text(props.name) || 'Unnamed Area',
        title: fsn1 ? (fsn2 ? fsn1 + ' & ' + fsn2 : fsn1) : text(props.name) || 'Permit Area',
        subtitle: [text(props.FSN_3), text(props.FSN_4)].filter(Boolean).join(' & '),
        label: text(props.name) || fsn1 || '(Unnamed)',
        property: text(props.propertyname),
        subProperty: text(props.subpropertyname),
        detail: detailOf(props, km2),
        calculatedArea: km2,
        bbox: bbox,
        geometry: geometry,
        searchValues: opts.searchKeys.map(function (k) { return searchValue(props[k]); }),
        props: props,
      });
    }
    return { records: records, skipped: skipped, bbox: total };
  }
  function matchIn(s, needle) {
    var at = s.toLowerCase().indexOf(needle);
    return at < 0 ? null : [at, at + needle.length];
  }
  function search(records, query) {
    var needle = query.trim().toLowerCase();
    if (needle.length < opts.minChars) return [];
    var ranks = [[], [], []];
    for (var r of records) {
      if (!r.searchValues.some(function (v) { return v.includes(needle); })) continue;
      var at = r.label.toLowerCase().indexOf(needle);
      ranks[at === 0 ? 0 : at > 0 ? 1 : 2].push(r);
      if (ranks[0].length >= opts.maxResults) break;
    }
    return ranks.flat().slice(0, opts.maxResults).map(function (r) {
      var labelMatch = matchIn(r.label, needle);
      var secondary = r.name !== r.label ? r.name : '';
      if (!labelMatch && !matchIn(secondary, needle)) {
        var strings = Object.values(r.props).filter(function (v) { return typeof v === 'string'; });
        var field = [r.property, r.subProperty, r.name].concat(strings).find(function (v) { return matchIn(v, needle); });
        if (field) secondary = field;
      }
      return { idx: r.idx, label: r.label, labelMatch: labelMatch, secondary: secondary, secondaryMatch: matchIn(secondary, needle), detail: r.detail };
    });
  }
  function highlighted(parent, s, match) {
    if (!match) { parent.append(s); return; }
    var mark = document.createElement('mark');
    mark.textContent = s.slice(match[0], match[1]);
    parent.append(s.slice(0, match[0]), mark, s.slice(match[1]));
  }
  function render(list, hits) {
    list.replaceChildren();
    for (var hit of hits) {
      var li = document.createElement('li');
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'result-item';
      var label = document.createElement('span');
      highlighted(label, hit.label, hit.labelMatch);
      button.append(label);
      if (hit.secondary) { var sec = document.createElement('span'); highlighted(sec, hit.secondary, hit.secondaryMatch); button.append(sec); }
      var detail = document.createElement('span');
      detail.textContent = hit.detail;
      button.append(detail);
      li.append(button);
      list.append(li);
    }
    return list.offsetHeight; // force layout, as the browser would before painting the list
  }
  function pause(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }

  var f0 = performance.now();
  var res = await fetch(opts.url + '?_ts=' + Date.now(), { cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
  if (!res.ok) throw new Error('HTTP ' + res.status);
  var body = await res.text();
  var busyStart = performance.now();
  var data = JSON.parse(body);
  var parsedAt = performance.now();
  var parsed = normalise(data);
  var busyEnd = performance.now();
  await pause(200);

  var list = document.createElement('ul');
  list.setAttribute('aria-label', 'Matching zones');
  document.body.append(list);
  var searches = [];
  for (var q of opts.queries) {
    var s0 = performance.now();
    var hits = search(parsed.records, q);
    render(list, hits);
    searches.push({ query: q, ms: performance.now() - s0, hits: hits.length });
    await pause(50);
  }
  return {
    fetchMs: busyStart - f0,
    parseMs: parsedAt - busyStart,
    normaliseMs: busyEnd - parsedAt,
    busyMs: busyEnd - busyStart,
    busyStart: busyStart,
    busyEnd: busyEnd,
    count: parsed.records.length,
    skipped: parsed.skipped,
    searches: searches,
  };
}`;
