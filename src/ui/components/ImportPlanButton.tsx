/**
 * The plan Import button: the header's icon ('Import Plan (JSON)') and the Site Plan Designer's text
 * button ('Import') are the same control, so both open one file picker and one import path: a plan
 * file, or a GeoJSON or KML/KMZ file whose shapes join the plan (as a file dropped on the map does).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { importPlanFile } from '../app/plan/planImport';
import { planApplying } from '../store/planFile';
import '../styles/planFiles.css';

// The spec's tooltip, verbatim; the picker also takes a returned packet (PDF) for its review comments (issue 42).
const IMPORT_TITLE = 'Import Plan (JSON)';
/** A plan file, a GeoJSON or KML/KMZ file whose shapes are added to the plan, or a returned packet (PDF). */
const IMPORT_ACCEPT =
  '.json,.geojson,.kml,.kmz,.pdf,application/json,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/pdf';

export function ImportPlanButton({
  variant,
  disabled = false,
}: {
  variant: 'header' | 'designer';
  disabled?: boolean;
}) {
  useSignals();
  const input = useRef<HTMLInputElement>(null);
  const busy = planApplying.value !== null || disabled;
  const open = () => input.current?.click();
  return (
    <>
      {variant === 'header' ? (
        <button
          type="button"
          className="icon-button"
          title={IMPORT_TITLE}
          aria-label={IMPORT_TITLE}
          disabled={busy}
          onClick={open}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : (
        <button type="button" className="btn btn-small" title={IMPORT_TITLE} disabled={busy} onClick={open}>
          Import
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        className="plan-file-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          e.currentTarget.value = '';
          if (file) void importPlanFile(file);
        }}
      />
    </>
  );
}
