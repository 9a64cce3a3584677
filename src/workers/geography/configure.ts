/** How the page runs the app, set once at start (again after a restart of the worker). */
import type { LoadConfig } from './loadAreas';
import type { GeographyState } from './state';

/** How the page runs the app (set once at start): ?demo, the app token, and the test hook for time limits. */
export interface GeographyConfig extends LoadConfig {
  /** Test hook: a shorter per-attempt time limit for every request (README, 'Test hooks'). */
  timeoutMs?: number;
}

export function configure(state: GeographyState, next: GeographyConfig): void {
  const { timeoutMs, ...rest } = next;
  state.config = rest;
  state.deps = timeoutMs === undefined ? state.baseDeps : { ...state.baseDeps, timeoutMs };
}
