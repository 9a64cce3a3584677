/**
 * Deterministic generator of a large park permit-area file for the load benchmark: N polygons
 * (default 20,000) across New York City, grouped into parks whose sub-areas overlap, with the
 * properties of the real dataset (name, propertyname, subpropertyname, system, id).
 *
 * Written to a temp file (os.tmpdir()), never into the repository.
 * Usage: tsx tests/bench/generateAreas.ts [count]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEFAULT_AREA_COUNT = 20_000;
export const DEFAULT_SEED = 0x5eed2024;

/** NYC's extent. */
const LNG_MIN = -74.25,
  LNG_MAX = -73.7,
  LAT_MIN = 40.5,
  LAT_MAX = 40.91;
const M_PER_DEG_LAT = 111_320;

type Position = [number, number];
interface AreaFeature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Polygon'; coordinates: Position[][] };
  properties: { id: string; name: string; propertyname: string; subpropertyname: string; system: string };
}
export interface AreaCollection {
  type: 'FeatureCollection';
  features: AreaFeature[];
}

/** mulberry32: small, fast, seedable. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAME_WORDS = [
  'Washington',
  'Lincoln',
  'Riverside',
  'Jefferson',
  'Madison',
  'Marcus Garvey',
  'Tompkins',
  'Union',
  'Highbridge',
  'Inwood',
  'Fort Greene',
  'Prospect',
  'Sunset',
  'McCarren',
  'Cooper',
  'Astoria',
  'Flushing',
  'Forest',
  'Kissena',
  'Cunningham',
  'Alley Pond',
  'Crocheron',
  'Baisley',
  'Roy Wilkins',
  'Van Cortlandt',
  'Pelham',
  'Crotona',
  'Claremont',
  "St. Mary's",
  'Joyce Kilmer',
  'Clove Lakes',
  'Silver Lake',
  'Willowbrook',
  'Conference House',
  "Wolfe's Pond",
  'Lafayette',
  'Hamilton',
  'Carl Schurz',
  'Morningside',
  'St. Nicholas',
  'Jackie Robinson',
  'Thomas Jefferson',
  'Bushwick',
  'Maria Hernandez',
  'Herbert Von King',
  'Betsy Head',
  'Lindsay',
  'Sternberg',
  'Msgr. McGolrick',
  "Owl's Head",
  'Dyker Beach',
  'Marine',
  'Canarsie',
  'Seth Low',
  'Bensonhurst',
  'Gravesend',
  'Kaiser',
  'Coffey',
  'Red Hook',
  'Brower',
  'Rufus King',
  'Juniper Valley',
  'Highland',
  'Francis Lewis',
  'Bowne',
  'Kissena Corridor',
  'Cambria',
  'Springfield',
  'Rockaway',
  'Bayswater',
  'Soundview',
  'Ferry Point',
  'Orchard Beach',
  'Seton',
  'Williamsbridge',
  'Poe',
  'Echo',
  'Mullaly',
  'Macombs Dam',
  'Franz Sigel',
];
const NAME_SUFFIXES = ['Park', 'Playground', 'Square', 'Triangle', 'Garden', 'Field', 'Green', 'Oval', 'Mall', 'Plaza'];
const SUB_AREAS = [
  'Lawn',
  'Great Lawn',
  'Bandshell',
  'Picnic Area',
  'Basketball Courts',
  'Handball Courts',
  'Soccer Field',
  'Baseball Field',
  'Ballfield',
  'Track',
  'Tennis Courts',
  'Dog Run',
  'Comfort Station Plaza',
  'Fountain',
  'Promenade',
  'Esplanade',
  'Meadow',
  'Overlook',
  'Boathouse Lawn',
  'Entrance Plaza',
  'Flagpole Area',
  'Pavilion',
  'Amphitheater',
  'Barbecue Area',
];
/** A few rare words, so a search can find only a handful of areas. */
const RARE_WORDS = ['Zabriskie', 'Quisqueya', 'Yellowstone', 'Vanderveer', 'Oppenheimer'];
const BOROUGH_CODES = ['M', 'X', 'B', 'Q', 'R'];

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A ring around a centre, sizes in metres, closed (first position repeated). */
function ring(rand: () => number, lng: number, lat: number, sizeM: number): Position[] {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const rotation = rand() * Math.PI;
  const offsets: [number, number][] = [];
  if (rand() < 0.45) {
    // Rotated rectangle, aspect 1:1 to 1:3.
    const w = sizeM / 2,
      h = (sizeM / 2) * (0.33 + rand() * 0.67);
    offsets.push([-w, -h], [w, -h], [w, h], [-w, h]);
  } else {
    // Irregular star-shaped polygon of 8-40 vertices.
    const n = 8 + Math.floor(rand() * 33);
    for (let i = 0; i < n; i++) {
      const angle = (i / n) * 2 * Math.PI;
      const r = (sizeM / 2) * (0.55 + rand() * 0.45);
      offsets.push([Math.cos(angle) * r, Math.sin(angle) * r]);
    }
  }
  const cos = Math.cos(rotation),
    sin = Math.sin(rotation);
  const out: Position[] = offsets.map(([dx, dy]) => [
    round6(lng + (dx * cos - dy * sin) / mPerDegLng),
    round6(lat + (dx * sin + dy * cos) / M_PER_DEG_LAT),
  ]);
  out.push([out[0]![0], out[0]![1]]);
  return out;
}

export function generateAreas(count: number = DEFAULT_AREA_COUNT, seed: number = DEFAULT_SEED): AreaCollection {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const features: AreaFeature[] = [];
  let park = 0;
  while (features.length < count) {
    park++;
    const word = rand() < 0.002 ? pick(RARE_WORDS) : pick(NAME_WORDS);
    const propertyname = `${word} ${pick(NAME_SUFFIXES)}`;
    const borough = pick(BOROUGH_CODES);
    const parkCode = `${borough}${String(park).padStart(4, '0')}`;
    const lng = LNG_MIN + rand() * (LNG_MAX - LNG_MIN);
    const lat = LAT_MIN + rand() * (LAT_MAX - LAT_MIN);
    // A park of 1-16 areas: the whole park plus sub-areas inside it, which overlap it and often each other.
    const subCount = Math.min(count - features.length, 1 + Math.floor(rand() * 16));
    const parkSize = 150 + rand() * 450;
    for (let s = 0; s < subCount; s++) {
      const whole = s === 0;
      const subpropertyname = whole
        ? 'Whole Park'
        : `${pick(SUB_AREAS)}${rand() < 0.3 ? ` ${1 + Math.floor(rand() * 4)}` : ''}`;
      const spread = whole ? 0 : parkSize * 0.35;
      const cx = lng + ((rand() * 2 - 1) * spread) / (M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
      const cy = lat + ((rand() * 2 - 1) * spread) / M_PER_DEG_LAT;
      const size = whole ? parkSize : 20 + rand() * Math.min(580, parkSize * 0.8);
      const system = `${parkCode}-${String(s).padStart(2, '0')}`;
      const id = `bench-${system.toLowerCase()}`;
      features.push({
        type: 'Feature',
        id,
        geometry: { type: 'Polygon', coordinates: [ring(rand, cx, cy, size)] },
        properties: {
          id,
          name: whole ? propertyname : `${propertyname} - ${subpropertyname}`,
          propertyname,
          subpropertyname,
          system,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** One feature per line, like the committed demo files. */
export function serialize(collection: AreaCollection): string {
  return `{"type":"FeatureCollection","features":[\n${collection.features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
}

/** Generates the file into the temp directory and returns its path. */
export function writeAreasFile(
  count: number = DEFAULT_AREA_COUNT,
  seed: number = DEFAULT_SEED,
): { path: string; collection: AreaCollection } {
  const collection = generateAreas(count, seed);
  const path = join(tmpdir(), `nyc-stager-bench-parks-${count}-${seed.toString(16)}.geojson`);
  writeFileSync(path, serialize(collection));
  return { path, collection };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.argv[2] ?? DEFAULT_AREA_COUNT);
  const { path, collection } = writeAreasFile(count);
  console.log(`wrote ${path} (${collection.features.length} areas)`);
}
