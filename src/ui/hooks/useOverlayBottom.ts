/** Keeps `topOverlayBottomPx` at the bottom edge of an overlay stacked over the top of the map. */
import { useEffect, type RefObject } from 'react';
import { topOverlayBottomPx } from '../store/map';

export function useOverlayBottom(overlay: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = overlay.current;
    const map = element?.closest('.workspace')?.querySelector('.map-area');
    if (!element || !map) return;
    const measure = () => {
      // An empty stack reaches no further than its own top.
      const box = element.getBoundingClientRect();
      const bottom = box.height > 0 ? box.bottom : box.top;
      topOverlayBottomPx.value = Math.max(0, Math.round(bottom - map.getBoundingClientRect().top));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [overlay]);
}
