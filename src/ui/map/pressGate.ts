/**
 * Clicks that do not redraw the map. MapLibre's drag-pan handler turns active on every mouse press and
 * asks for a render frame when it turns inactive again, so each click — placing an object, selecting
 * one — repainted the whole map, which a computer without graphics acceleration draws in software
 * (100–300 ms at 1440 × 900); the next pointer move then waited for that frame. The gate holds drag-pan
 * off from the press until the pointer has moved past MapLibre's click tolerance: a click never wakes
 * the handler, and a drag hands MapLibre the press then, so panning starts from where it began.
 * Everything else about the press (MapLibre's 'mousedown', the modes, terra-draw) goes on as before.
 */
import type * as maplibregl from 'maplibre-gl';

/** MapLibre's default click tolerance (px): a press that moves less is still a click. */
const CLICK_TOLERANCE_PX = 3;

export class PressGate {
  /** Whether the app wants drag-pan (off while a mode drags something). */
  private wanted = true;
  private press: { x: number; y: number; init: MouseEventInit } | null = null;
  /** True while the held press is handed to MapLibre (its 'mousedown' is then not a new press). */
  private replaying = false;
  private readonly onDown = (e: MouseEvent) => this.down(e);
  private readonly onMove = (e: MouseEvent) => this.move(e);
  private readonly onUp = () => this.up();

  constructor(private readonly map: maplibregl.Map) {
    // Capture on the canvas container: before MapLibre's own listener there sees the press.
    map.getCanvasContainer().addEventListener('mousedown', this.onDown, true);
    // Window capture: before MapLibre's document listener sees the move that starts a drag.
    window.addEventListener('mousemove', this.onMove, true);
    // Bubble: after MapLibre has seen the release.
    window.addEventListener('mouseup', this.onUp);
  }

  /** The press MapLibre is being handed again, not a new one (the adapter ignores its 'mousedown'). */
  get isReplaying(): boolean {
    return this.replaying;
  }

  setDragPan(enabled: boolean): void {
    this.wanted = enabled;
    // While a press is held, drag-pan stays off until the press becomes a drag.
    if (this.press) return;
    if (enabled) this.map.dragPan.enable();
    else this.map.dragPan.disable();
  }

  destroy(): void {
    this.map.getCanvasContainer().removeEventListener('mousedown', this.onDown, true);
    window.removeEventListener('mousemove', this.onMove, true);
    window.removeEventListener('mouseup', this.onUp);
  }

  private down(e: MouseEvent): void {
    if (this.replaying || e.button !== 0 || !this.map.dragPan.isEnabled()) return;
    this.press = {
      x: e.clientX,
      y: e.clientY,
      init: {
        bubbles: true,
        cancelable: true,
        clientX: e.clientX,
        clientY: e.clientY,
        screenX: e.screenX,
        screenY: e.screenY,
        button: e.button,
        buttons: e.buttons,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
      },
    };
    this.map.dragPan.disable();
  }

  private move(e: MouseEvent): void {
    const press = this.press;
    if (!press || Math.hypot(e.clientX - press.x, e.clientY - press.y) < CLICK_TOLERANCE_PX) return;
    this.press = null;
    if (!this.wanted) return;
    // A drag after all: drag-pan back on, and the press handed to it where it happened.
    this.map.dragPan.enable();
    this.replaying = true;
    try {
      this.map.getCanvas().dispatchEvent(new MouseEvent('mousedown', press.init));
    } finally {
      this.replaying = false;
    }
  }

  private up(): void {
    if (!this.press) return;
    this.press = null;
    if (this.wanted) this.map.dragPan.enable();
  }
}
