/**
 * The export's file name by the spec: siteplan-{area}-{date}.{png|jpg|pdf}; the handover files
 * (dxf, kml, csv, geojson) are named the same way.
 */
import type { ExportFormat } from './request';

const MAX_SLUG = 60;

/** Lowercase ASCII words joined by '-': accents dropped ('Café' → 'cafe'), 60 characters at most, 'area' if nothing is left. */
export function areaSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'area';
}

/** `localDateTime` is the exporter's '2026-11-22 14:05'; its date names the file (none when it has no date). */
export function exportFileName(areaTitle: string, localDateTime: string, extension: string): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(localDateTime.trim())?.[0];
  return `siteplan-${areaSlug(areaTitle)}${date ? `-${date}` : ''}.${extension}`;
}

export const EXPORT_MIME: Readonly<Record<ExportFormat, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};
