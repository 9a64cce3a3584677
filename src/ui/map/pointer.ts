/**
 * The pointer over the map: MapLibre's mouse events handed to the app as plain pointer events, the
 * hover (tooltip, cursor, the hovered area, which the light layer draws) and, for the interaction
 * modes, the port's pointer side (the object under a point, drag-pan, the cursor). A press-gate keeps
 * MapLibre's drag-pan asleep through a click (pressGate.ts). One of the adapter's parts.
 */
import type * as maplibregl from 'maplibre-gl';
import type { MapHandle } from './mapHandle';
import type { MapOverlays } from './overlays';
import { pointerOf, type MapPointerEvent } from './pointerEvent';
import type { ModeMap, ScreenPoint } from './port';
import { PressGate } from './pressGate';

export interface HoverInfo {
  x: number;
  y: number;
  props: Record<string, unknown>;
}

export interface PointerEvents {
  onClick: (e: MapPointerEvent) => void;
  /**
   * A double-click; true when the app takes it as its own (an interaction mode's clicks, such as the
   * one that finishes a line): the map then does not zoom, and the next clicks land where they aim.
   */
  onDblClick: (e: MapPointerEvent) => boolean;
  onHover: (info: HoverInfo | null) => void;
  /** Pointer moves, presses and releases over the map (the active interaction mode handles them). */
  onPointer: (kind: 'move' | 'down' | 'up', e: MapPointerEvent) => void;
}

export class MapPointer implements ModeMap {
  private presses: PressGate | null = null;

  constructor(
    private readonly handle: MapHandle,
    private readonly overlays: MapOverlays,
    private readonly events: PointerEvents,
  ) {}

  attach(map: maplibregl.Map): void {
    this.presses = new PressGate(map);
    map.on('click', (e) => this.events.onClick(pointerOf(e)));
    map.on('dblclick', (e) => {
      // A double-click the app takes, or one on an area (which focuses it), does not zoom.
      const taken = this.events.onDblClick(pointerOf(e));
      if (taken || this.overlays.areaPropsAt(e.point.x, e.point.y)) e.preventDefault();
    });
    map.on('mousemove', (e) => {
      this.hover(e.point.x, e.point.y);
      this.events.onPointer('move', pointerOf(e));
    });
    map.on('mousedown', (e) => {
      // The held press handed to MapLibre once it became a drag is not a second press.
      if (!this.presses?.isReplaying) this.events.onPointer('down', pointerOf(e));
    });
    map.on('mouseup', (e) => this.events.onPointer('up', pointerOf(e)));
    map.on('mouseout', () => this.clearHover());
  }

  // ---- the interaction modes' side (ModeMap) -------------------------------------------------------

  objectAt(x: number, y: number): string | null {
    return this.overlays.objectAt(x, y);
  }

  project(lng: number, lat: number): ScreenPoint | null {
    const p = this.handle.current?.project([lng, lat]);
    return p ? { x: p.x, y: p.y } : null;
  }

  /** Off while an object is dragged, so the drag moves the object and not the map. */
  setDragPan(enabled: boolean): void {
    this.presses?.setDragPan(enabled);
  }

  setCursor(cursor: string): void {
    const canvas = this.handle.current?.getCanvas();
    if (canvas) canvas.style.cursor = cursor;
  }

  // ---- hover ---------------------------------------------------------------------------------------

  clearHover(): void {
    this.overlays.cancelRasterHover();
    this.events.onHover(null);
  }

  destroy(): void {
    this.presses?.destroy();
    this.presses = null;
  }

  private hover(x: number, y: number): void {
    const map = this.handle.current;
    if (!map) return;
    // The hovered area is outlined by the light layer (the app asks the geography worker for its shape);
    // the map itself is not redrawn for a pointer move.
    const props = this.overlays.areaPropsAt(x, y);
    this.events.onHover(props ? { x, y, props } : null);
    if (props || this.overlays.vectorFeatureAt(x, y)) {
      this.overlays.cancelRasterHover();
      map.getCanvas().style.cursor = 'pointer';
      return;
    }
    // Over a placed object the object's own cursor wins.
    this.overlays.rasterHoverCursor(x, y, this.objectAt(x, y) !== null);
  }
}
