/** The export in progress (one at a time), its stage for the progress indicator, and its outcome. */
import { signal } from '@preact/signals-react';
import type { ExportFormat, ExportStage } from '../../shared/export/request';
import type { HandoverFormat } from '../../shared/handover/request';

export type ExportJobState =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat | HandoverFormat; stage: ExportStage }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

export const exportJob = signal<ExportJobState>({ kind: 'idle' });
export const exportMenuOpen = signal(false);
