/**
 * Intersections anywhere in the city, for the geography worker: when the bundled intersections are a
 * sample and the app is not in ?demo, the nodes come from the city's street centreline (inkn-q76z)
 * where the user looks (the view's cells, each asked once) and where a street-name search points.
 * They are derived here, where segments of differently named streets meet, named by those streets,
 * and appended to the load's index (idx never change), whose tiles are then cut again. When the
 * centreline cannot be reached before any node was found, the bundled sample nodes stand in.
 */
import { pageFeatures } from '../../shared/cityData/cityParks';
import type { AreaIndex } from '../../shared/geography/areaIndex';
import type { Highlight, SearchHit } from '../../shared/geography/search';
import { parseAreaCollection, type AreaRecord, type ParsedAreas } from '../../shared/geography/parseAreas';
import {
  CENTRELINE_DATASET,
  CENTRELINE_MAX_PAGES,
  CENTRELINE_NAME,
  CENTRELINE_PAGE_SIZE,
  cellsCovering,
  cellSegmentsUrl,
  inCell,
  namedSegmentsUrl,
  type Cell,
} from '../../shared/intersections/centrelineQuery';
import {
  CENTERLINE_NAME_FALLBACKS,
  IntersectionCollector,
  type GeoFeature,
} from '../../shared/intersections/deriveNodes';
import { namesStreet, parseStreetPair, type StreetQuery } from '../../shared/intersections/streetSearch';
import type { BBox } from '../../shared/geometry/bbox';
import { fetchAnswer, type FetchDeps } from '../net/fetchAnswer';
import { datasetUpdatedAt } from './datasetDate';
import { describeFailure } from '../net/describeFailure';

const NAME_FIELDS = [CENTRELINE_NAME, ...CENTERLINE_NAME_FALLBACKS.filter((f) => f !== CENTRELINE_NAME)];
const SEARCH_LIMIT = 10;

export type NodesOutcome =
  /** `count` nodes are in the load now; `added` of them are new (the tiles were cut again). */
  | { status: 'nodes'; count: number; added: number }
  /** The centreline could not be reached before any node was found: the sample nodes are in the load now. */
  | { status: 'fallback'; count: number; detail: string; title: string }
  /** Some cells failed, but nodes found earlier stay. */
  | { status: 'partial'; count: number; added: number; detail: string };

export interface CityNodesDeps {
  deps: FetchDeps;
  appToken?: string;
  /** The load's signal: a new load (another geography) ends every request of this one. */
  signal: AbortSignal;
  /** Called after nodes were appended, to cut the load's tiles again. */
  onAppended: () => void;
}

export class CityNodes {
  /** Cells asked for (or being asked), by key: each cell is asked once per load. */
  private readonly cells = new Map<string, Promise<void>>();
  private readonly known = new Set<string>();
  private fellBack = false;
  /** When the centreline's rows last changed (asked once per load). */
  readonly updatedAt: Promise<string | null>;

  constructor(
    private readonly index: AreaIndex,
    private readonly sample: { parsed: ParsedAreas; title: string },
    private readonly ctx: CityNodesDeps,
  ) {
    this.updatedAt = datasetUpdatedAt(CENTRELINE_DATASET, ctx.signal, ctx.deps, ctx.appToken);
  }

  get fallenBack(): boolean {
    return this.fellBack;
  }

  private async segments(urlFor: (offset: number) => string, signal: AbortSignal): Promise<GeoFeature[]> {
    const features: GeoFeature[] = [];
    for (let page = 0; page < CENTRELINE_MAX_PAGES; page++) {
      const answer = await fetchAnswer(urlFor(features.length), signal, this.ctx.deps, {
        ...(this.ctx.appToken ? { appToken: this.ctx.appToken } : {}),
      });
      const rows = pageFeatures(answer);
      features.push(...rows);
      if (rows.length < CENTRELINE_PAGE_SIZE) break;
    }
    return features;
  }

  /** Appends the nodes not yet in the load; returns how many were new. */
  private append(nodes: GeoFeature[]): number {
    const fresh = nodes.filter((f) => !this.known.has(String(f.id)));
    if (fresh.length === 0) return 0;
    for (const f of fresh) this.known.add(String(f.id));
    this.index.append(parseAreaCollection({ type: 'FeatureCollection', features: fresh }, 'intersections'));
    this.ctx.onAppended();
    return fresh.length;
  }

  private loadCell(cell: Cell): Promise<void> {
    let pending = this.cells.get(cell.key);
    if (!pending) {
      pending = this.segments((offset) => cellSegmentsUrl(cell, offset), this.ctx.signal).then((segments) => {
        const collector = new IntersectionCollector(NAME_FIELDS);
        collector.add(segments);
        this.append(collector.toCollection((lng, lat) => inCell(cell, lng, lat)).features);
      });
      this.cells.set(cell.key, pending);
      // A failed cell is asked again by the next view that needs it.
      pending.catch(() => this.cells.delete(cell.key));
    }
    return pending;
  }

  /** The nodes in and around a view (the caller asks only from zoom 15 in). */
  async loadView(box: BBox): Promise<NodesOutcome> {
    if (this.fellBack) return { status: 'nodes', count: this.index.count, added: 0 };
    const before = this.index.count;
    const results = await Promise.allSettled(cellsCovering(box).map((cell) => this.loadCell(cell)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    const added = this.index.count - before;
    if (!failed) return { status: 'nodes', count: this.index.count, added };
    const detail = describeFailure(failed.reason, cellSegmentsUrl(cellsCovering(box)[0]!));
    if (this.index.count > 0) return { status: 'partial', count: this.index.count, added, detail };
    // Nothing of the city's could be had: the sample nodes, and the page says so.
    this.fellBack = true;
    this.index.append(this.sample.parsed);
    this.ctx.onAppended();
    return { status: 'fallback', count: this.index.count, detail, title: this.sample.title };
  }

  /** The segments named like one street of a search, across the city. */
  private async street(street: StreetQuery, signal: AbortSignal): Promise<GeoFeature[]> {
    const named = await this.segments((offset) => namedSegmentsUrl(street.key, offset), signal);
    return named.filter((f) => {
      const name = f.properties?.[CENTRELINE_NAME];
      return typeof name === 'string' && namesStreet(street, name);
    });
  }

  /**
   * Intersections of two named streets anywhere in the city ('Broadway & W 42 St'), appended to the
   * load so they can be chosen, hovered and picked like any node. `signal` is the search's job (the
   * page's latest-wins, streetSearch.ts, aborts it); the end of the load ends it too.
   */
  async searchStreets(query: string, signal: AbortSignal): Promise<SearchHit[]> {
    const pair = parseStreetPair(query);
    if (!pair || this.fellBack) return [];
    return this.intersections(pair, AbortSignal.any([signal, this.ctx.signal]));
  }

  private async intersections(pair: [StreetQuery, StreetQuery], signal: AbortSignal): Promise<SearchHit[]> {
    const [a, b] = await Promise.all(pair.map((street) => this.street(street, signal)));
    const collector = new IntersectionCollector(NAME_FIELDS);
    collector.add([...a!, ...b!]);
    const names = (set: ReadonlySet<string>, street: StreetQuery) => [...set].some((n) => namesStreet(street, n));
    const nodes = collector.toCollection((_, __, set) => names(set, pair[0]) && names(set, pair[1])).features;
    this.append(nodes);
    const ids = new Set(nodes.map((f) => String(f.id)));
    return this.index.records
      .filter((r) => ids.has(String(r.id)))
      .sort((x, y) => x.name.localeCompare(y.name))
      .slice(0, SEARCH_LIMIT)
      .map((r) => nodeHit(r, pair[0]));
  }
}

/** A search result for a node: its name, the first street highlighted where it stands in the name. */
function nodeHit(r: AreaRecord, first: StreetQuery): SearchHit {
  const street = [r.props.FSN_1, r.props.FSN_2].find((n) => typeof n === 'string' && namesStreet(first, n));
  const at = typeof street === 'string' ? r.name.indexOf(street) : -1;
  const labelMatch: Highlight = at >= 0 && typeof street === 'string' ? [at, at + street.length] : null;
  return {
    idx: r.idx,
    label: r.name,
    labelMatch,
    secondary: '',
    secondaryMatch: null,
    detail: "Intersection · the city's street centreline",
    isPoint: true,
  };
}
