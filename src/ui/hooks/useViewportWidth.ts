import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
