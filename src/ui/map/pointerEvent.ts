/** MapLibre's mouse events as the app's plain pointer events (modes and controllers never see MapLibre). */
import type * as maplibregl from 'maplibre-gl';

export interface MapPointerEvent {
  lng: number;
  lat: number;
  x: number;
  y: number;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}

export function pointerOf(e: maplibregl.MapMouseEvent): MapPointerEvent {
  const o = e.originalEvent;
  return {
    lng: e.lngLat.lng,
    lat: e.lngLat.lat,
    x: e.point.x,
    y: e.point.y,
    shiftKey: o.shiftKey,
    altKey: o.altKey,
    ctrlKey: o.ctrlKey || o.metaKey,
  };
}
