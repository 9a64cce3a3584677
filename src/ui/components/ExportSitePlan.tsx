/**
 * 'Export Site Plan': the format popup ('PNG Image', 'JPG Image', 'PDF Document'), then the export's
 * stages with a Cancel button, and its outcome. Errors are shown here, not only logged.
 */
import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { doesNotFitText } from '../../shared/export/mapScale';
import { EXPORT_STAGES, type ExportFormat } from '../../shared/export/request';
import {
  cancelExport,
  dismissExportMessage,
  exportHandover,
  exportSitePlan,
  preloadExport,
} from '../app/export/exportMenu';
import { HANDOVER_FORMATS } from '../app/export/handoverFormats';
import { exportJob, exportMenuOpen } from '../store/exportJob';
import { pageSetup } from '../store/eventInfo';
import { focused } from '../store/focus';
import { zoneCreator } from '../store/zoneCreator';
import { exportScaleFor, ZONE_PREVIEW } from '../../shared/zoneCreator/state';
import { areaFitsPage } from './PageSetupFields';
import '../styles/handover.css';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG Image' },
  { format: 'jpg', label: 'JPG Image' },
  { format: 'pdf', label: 'PDF Document' },
];

/** Arrow keys move between the items, as in any menu; Escape closes it. */
function onMenuKey(e: React.KeyboardEvent<HTMLDivElement>): void {
  if (e.key === 'Escape') {
    exportMenuOpen.value = false;
    return;
  }
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
}

function FormatMenu() {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The export is loaded as its menu first opens, while the user picks a format.
    preloadExport();
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    // A press anywhere outside the popup (and its button) closes it.
    const close = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !menu.current?.parentElement?.contains(e.target)) exportMenuOpen.value = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  return (
    <div ref={menu} className="export-menu" role="menu" aria-label="Export format" tabIndex={-1} onKeyDown={onMenuKey}>
      {FORMATS.map((f) => (
        <button
          key={f.format}
          type="button"
          role="menuitem"
          className="export-menu-item"
          onClick={() => void exportSitePlan(f.format)}
        >
          {f.label}
        </button>
      ))}
      {/* The same plan for CAD, GIS and spreadsheets, named like the packet. */}
      <div role="separator" className="export-menu-separator" />
      {HANDOVER_FORMATS.map((f) => (
        <button
          key={f.format}
          type="button"
          role="menuitem"
          className="export-menu-item"
          title={f.title}
          onClick={() => void exportHandover(f.format)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

function ExportStatus() {
  useSignals();
  const job = exportJob.value;
  if (job.kind === 'idle') return null;
  if (job.kind === 'failed') {
    return (
      <div className="export-status export-error" role="alert">
        <span>{job.message}</span>
        <button type="button" className="btn btn-small" onClick={dismissExportMessage}>
          Dismiss
        </button>
      </div>
    );
  }
  if (job.kind === 'done') {
    return (
      <div className="export-status" role="status">
        <span>Saved {job.fileName}</span>
        <button type="button" className="btn btn-small" onClick={dismissExportMessage}>
          OK
        </button>
      </div>
    );
  }
  const at = EXPORT_STAGES.indexOf(job.stage);
  return (
    <div className="export-status" role="status" aria-live="polite">
      <progress max={EXPORT_STAGES.length} value={at + 0.5} aria-label="Export progress" />
      <ol className="export-stages">
        {EXPORT_STAGES.map((stage, i) => (
          <li
            key={stage}
            className={i < at ? 'done' : i === at ? 'current' : ''}
            aria-current={i === at ? 'step' : undefined}
          >
            {stage}
            {i === at ? '…' : ''}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-small" onClick={cancelExport}>
        Cancel export
      </button>
    </div>
  );
}

/** Before exporting: the chosen map scale cuts the focused area off (Export Options says so too). */
function FitWarning() {
  useSignals();
  const target = focused.value;
  const area = target?.geometry ?? null;
  // 'Entire zone (PDF)' frames a generated zone whole whatever the scale: nothing is cut off then.
  const zone = { isZone: target?.area.id === ZONE_PREVIEW.id, entireZonePdf: zoneCreator.value.entireZonePdf };
  const setup = { ...pageSetup.value, scale: exportScaleFor(pageSetup.value.scale, zone) };
  if (typeof setup.scale !== 'number' || areaFitsPage(area, setup)) return null;
  return (
    <p className="hint export-fit-warning" role="note">
      {doesNotFitText(setup.scale)}
    </p>
  );
}

export function ExportSitePlan() {
  useSignals();
  const busy = exportJob.value.kind === 'running';
  return (
    <div className="export-site-plan">
      <button
        type="button"
        className="btn btn-small btn-primary"
        data-tutorial="export-site-plan"
        aria-haspopup="menu"
        aria-expanded={exportMenuOpen.value}
        disabled={!focused.value || busy}
        onClick={() => (exportMenuOpen.value = !exportMenuOpen.value)}
      >
        Export Site Plan
      </button>
      {exportMenuOpen.value && !busy && <FormatMenu />}
      <FitWarning />
      <ExportStatus />
    </div>
  );
}
