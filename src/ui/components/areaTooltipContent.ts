/**
 * What the area tooltip says, apart from how it is drawn. Intersections cannot be focused by a click:
 * while the zone creator is off the tip points to it; once it is on, a click picks the node, so the
 * tip names the intersection only.
 */
import type { GeographyType } from '../../shared/geography/modes';

export const ZONE_CREATOR_TIP = 'Use Zone Creator to select nodes';

export type AreaTooltipContent =
  { kind: 'intersection'; title: string; hint: string | null } | { kind: 'area'; rows: [string, string][] };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function areaTooltipContent(
  geography: GeographyType,
  zoneCreatorActive: boolean,
  props: Record<string, unknown>,
): AreaTooltipContent {
  if (geography === 'intersections') {
    return { kind: 'intersection', title: text(props._name), hint: zoneCreatorActive ? null : ZONE_CREATOR_TIP };
  }
  const pairs: [string, string][] = [
    ['Zone', text(props._name)],
    ['Property', text(props._property)],
    ['Sub-property', text(props._sub)],
  ];
  return { kind: 'area', rows: pairs.filter(([, v]) => v !== '') };
}
