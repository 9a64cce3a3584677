/**
 * The export menu's commands. The export itself is loaded on first use: the packet's controller
 * (the offscreen map capture, the page's request, the export worker's wiring) and the handover
 * files' controller are a chunk of their own, fetched as the menu first opens, so a visit that
 * exports nothing never loads them. A failed load (offline before the app was cached) shows as
 * the export's failure, and the next try loads again.
 */
import { EXPORT_ERRORS, type ExportFormat } from '../../../shared/export/request';
import type { HandoverFormat } from '../../../shared/handover/request';
import { exportJob, exportMenuOpen } from '../../store/exportJob';
import { errorMessage } from '../../../shared/errors/errorMessage';

const loadModules = () => Promise.all([import('./exportController'), import('./handoverController')]);
type ExportModules = Awaited<ReturnType<typeof loadModules>>;

let loading: Promise<ExportModules> | null = null;

function loadExport(): Promise<ExportModules> {
  loading ??= loadModules().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The menu is open: load the export now, so a format's click finds it ready. */
export function preloadExport(): void {
  loadExport().catch(() => undefined);
}

async function withExport(run: (modules: ExportModules) => Promise<void>): Promise<void> {
  let modules: ExportModules;
  try {
    modules = await loadExport();
  } catch (error) {
    exportMenuOpen.value = false;
    exportJob.value = {
      kind: 'failed',
      message: EXPORT_ERRORS.failed(errorMessage(error)),
    };
    return;
  }
  await run(modules);
}

export const exportSitePlan = (format: ExportFormat) => withExport(([packet]) => packet.exportSitePlan(format));

export const exportHandover = (format: HandoverFormat) => withExport(([, handover]) => handover.exportHandover(format));

/** Only a loaded export can be running, so there is nothing to cancel before. */
export function cancelExport(): void {
  void loading?.then(([packet]) => packet.cancelExport());
}

export function dismissExportMessage(): void {
  if (exportJob.peek().kind !== 'running') exportJob.value = { kind: 'idle' };
}
