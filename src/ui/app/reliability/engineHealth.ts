/**
 * The engines' health as the page shows it: which engine stopped and that it is restarting, that it
 * was restarted (until dismissed), or that it stopped again and Retry starts it. The states are also
 * kept on the root element (`data-engine-layers="restarting"`, `data-engine-layers-restarts="1"`), so
 * a browser test reads what happened rather than catching a passing banner.
 */
import { effect } from '@preact/signals-react';
import type { EngineStatus } from '../../../shared/async/engine';
import { dismissedRestarts, engineStatus, type EngineName } from '../../store/engines';
import { retryEngine } from '../engines/engines';

/** What the page says of an engine now, or null when there is nothing to say. */
export type EngineNotice =
  | { kind: 'restarting'; engine: EngineName; text: string }
  | { kind: 'restarted'; engine: EngineName; text: string }
  | { kind: 'stopped'; engine: EngineName; text: string };

export function engineNotice(engine: EngineName, status: EngineStatus | undefined): EngineNotice | null {
  if (!status) return null;
  switch (status.state) {
    case 'restarting':
      return { kind: 'restarting', engine, text: `The ${engine} engine stopped: restarting…` };
    case 'stopped':
      return {
        kind: 'stopped',
        engine,
        text: `The ${engine} engine stopped again (${status.why}). Your plan is kept; Retry starts the engine again.`,
      };
    case 'running':
      if (status.lastStop === null || dismissedRestarts.value[engine] === status.restarts) return null;
      return {
        kind: 'restarted',
        engine,
        text: `The ${engine} engine stopped (${status.lastStop}) and was restarted. Nothing of your plan was lost.`,
      };
  }
}

export function engineNotices(): EngineNotice[] {
  const statuses = engineStatus.value;
  return (Object.keys(statuses) as EngineName[])
    .map((name) => engineNotice(name, statuses[name]))
    .filter((n): n is EngineNotice => n !== null);
}

export function retryStoppedEngine(engine: EngineName): void {
  retryEngine(engine);
}

export function dismissEngineNotice(engine: EngineName): void {
  const status = engineStatus.peek()[engine];
  if (status) dismissedRestarts.value = { ...dismissedRestarts.peek(), [engine]: status.restarts };
}

/** Keeps each engine's state and restart count on the root element. */
export function startEngineHealth(): () => void {
  return effect(() => {
    const root = document.documentElement;
    const statuses = engineStatus.value;
    for (const name of Object.keys(statuses) as EngineName[]) {
      const status = statuses[name]!;
      root.setAttribute(`data-engine-${name}`, status.state);
      root.setAttribute(`data-engine-${name}-restarts`, String(status.restarts));
    }
  });
}
