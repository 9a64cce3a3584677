/** The engine workers' health (src/ui/app/engines/engines.ts): running, restarting after a failure, or stopped. */
import { signal } from '@preact/signals-react';
import type { EngineStatus } from '../../shared/async/engine';

export type EngineName = 'geography' | 'layers' | 'nudges' | 'plan' | 'zone' | 'export';

/** Each started engine's status; an engine not started yet is absent. */
export const engineStatus = signal<Partial<Record<EngineName, EngineStatus>>>({});

/** The 'was restarted' notes the user dismissed, by the engine's restart count then (a later failure is said again). */
export const dismissedRestarts = signal<Partial<Record<EngineName, number>>>({});
