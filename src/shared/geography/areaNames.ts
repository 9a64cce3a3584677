/** Naming rules of the spec's section 3 (area feature). Pure functions over a property bag. */
import type { GeographyType } from './modes';

export type Props = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return '';
  return String(value).trim();
}

/** A sub-property may be a string, a list, or something else; it always reads as one string. */
export function subPropertyText(props: Props): string {
  return text(props.subpropertyname);
}

export function propertyText(props: Props): string {
  return text(props.propertyname);
}

export function displayName(props: Props, mode: GeographyType): string {
  let name = '';
  if (mode === 'parks') name = text(props.name);
  else if (mode === 'plazas')
    name = ['FSN_1', 'FSN_2', 'FSN_3', 'FSN_4']
      .map((k) => text(props[k]))
      .filter(Boolean)
      .join(' & ');
  else
    name = ['FSN_1', 'FSN_2']
      .map((k) => text(props[k]))
      .filter(Boolean)
      .join(' & ');
  return name || text(props.name) || 'Unnamed Area';
}

export function permitAreaTitle(props: Props): string {
  const fsn1 = text(props.FSN_1);
  if (fsn1) {
    const fsn2 = text(props.FSN_2);
    return fsn2 ? `${fsn1} & ${fsn2}` : fsn1;
  }
  return text(props.name) || 'Permit Area';
}

export function permitAreaSubtitle(props: Props): string {
  return [text(props.FSN_3), text(props.FSN_4)].filter(Boolean).join(' & ');
}

export function searchLabel(props: Props): string {
  return text(props.name) || text(props.FSN_1) || '(Unnamed)';
}

/** calculatedArea is in square kilometres; above 0.001 km² (1,000 m²) an area counts as large. */
export function sizeText(calculatedArea: number | undefined): string {
  if (calculatedArea === undefined || !Number.isFinite(calculatedArea)) return '';
  return calculatedArea > 0.001 ? 'Large area' : 'Small area';
}

/** Chooser detail: property › sub-property, then the size word; 'No additional details' when empty. */
export function chooserDetail(props: Props, calculatedArea: number | undefined): string {
  const property = propertyText(props);
  const sub = subPropertyText(props);
  const place = property && sub ? `${property} › ${sub}` : property || (sub ? `› ${sub}` : '');
  const parts = [place, sizeText(calculatedArea)].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No additional details';
}
