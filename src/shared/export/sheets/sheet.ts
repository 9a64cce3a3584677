/**
 * A plan sheet: the overview (the site plan over the captured basemap) or a detail (an enlarged part
 * of it, drawn from vectors alone), with what places things on it: the ground frame it shows, the map
 * box on its page, the projection between them and its scale.
 */
import { groundPerMercatorMetre, project, unproject } from '../../geography/mercator';
import { frameProjection, type FrameProjection } from '../frameProjection';
import type { RectMm, SizeMm } from '../pageLayout';
import type { GeoFrame } from '../request';
import { scaleDenominator } from '../scaleBar';
import { pageFrame, type PageFrame } from '../vector/pageFrame';

export interface Sheet {
  kind: 'overview' | 'detail';
  /** 'A', 'B', … for a detail; null for the overview. */
  letter: string | null;
  /** Its page in the packet, from 1 (the overview). */
  number: number;
  frame: GeoFrame;
  box: RectMm;
  proj: FrameProjection;
  draw: PageFrame;
  /** The written scale's denominator (1:200 → 200). */
  scale: number;
}

export function makeSheet(
  kind: Sheet['kind'],
  frame: GeoFrame,
  box: RectMm,
  options: { letter?: string; number?: number; scale?: number } = {},
): Sheet {
  const proj = frameProjection(frame, box);
  return {
    kind,
    letter: options.letter ?? null,
    number: options.number ?? 1,
    frame,
    box,
    proj,
    draw: pageFrame(frame, box),
    scale: options.scale ?? scaleDenominator(proj.metresPerMm),
  };
}

/**
 * The ground a box of `size` mm shows at 1:`scale`, centred on `centre` ([lng, lat]), top-down Web
 * Mercator as the captures are: its ground metres per mm at the centre are exactly scale / 1000.
 */
export function frameAtScale(centre: readonly [number, number], size: SizeMm, scale: number): GeoFrame {
  const [cx, cy] = project(centre[0], centre[1]);
  const mercatorPerMm = scale / 1000 / groundPerMercatorMetre(centre[1]);
  const halfW = (size.width / 2) * mercatorPerMm,
    halfH = (size.height / 2) * mercatorPerMm;
  const [west, south] = unproject(cx - halfW, cy - halfH);
  const [east, north] = unproject(cx + halfW, cy + halfH);
  return { west, south, east, north };
}
