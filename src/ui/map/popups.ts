/** The feature popup: one at a time, its fields always shown as text (featurePopup.ts). One of the adapter's parts. */
import * as maplibregl from 'maplibre-gl';
import { popupElement, type PopupContent } from './featurePopup';
import type { MapHandle } from './mapHandle';
import type { PopupPort } from './port';

export class MapPopups implements PopupPort {
  private popup: maplibregl.Popup | null = null;

  constructor(private readonly handle: MapHandle) {}

  show(lng: number, lat: number, content: PopupContent): void {
    const map = this.handle.current;
    if (!map) return;
    this.close();
    this.popup = new maplibregl.Popup({ closeButton: true, maxWidth: '280px', className: 'stager-popup' })
      .setLngLat([lng, lat])
      .setDOMContent(popupElement(content))
      .addTo(map);
  }

  close(): void {
    this.popup?.remove();
    this.popup = null;
  }
}
