/**
 * The export's page set-up inside Export Options: paper, orientation and map scale, with a warning
 * while the focused area would not fit the page at the chosen scale.
 */
import { exportBounds } from '../../shared/export/bounds';
import {
  doesNotFitText,
  fitsAtScale,
  isMapScale,
  MAP_SCALES,
  mapScaleLabel,
  type MapScale,
} from '../../shared/export/mapScale';
import { ORIENTATIONS, PAPER_LABELS, PAPER_SIZES, pageGeometry, type PaperSize } from '../../shared/export/pageLayout';
import type { AreaGeometry } from '../../shared/geography/geometry';
import type { PageSetup } from '../store/eventInfo';

const SCALE_CHOICES: MapScale[] = ['fit', ...MAP_SCALES];
const ORIENTATION_LABELS = { landscape: 'Landscape', portrait: 'Portrait' } as const;

/** False only when the area is known not to fit (no area or a bad one: nothing to warn about). */
export function areaFitsPage(area: AreaGeometry | null, setup: PageSetup): boolean {
  if (!area || setup.scale === 'fit') return true;
  try {
    return fitsAtScale(exportBounds(area), pageGeometry(setup.paper, setup.orientation), setup.scale);
  } catch {
    return true;
  }
}

export function PageSetupFields({
  value,
  onChange,
  area,
}: {
  value: PageSetup;
  onChange: (next: PageSetup) => void;
  area: AreaGeometry | null;
}) {
  const warn = !areaFitsPage(area, value);
  return (
    <fieldset className="form-fieldset page-setup">
      <legend>Page</legend>
      <label className="form-field">
        <span>Paper</span>
        <select
          value={value.paper}
          onChange={(e) => onChange({ ...value, paper: PAPER_SIZES.find((p) => p === e.target.value) ?? value.paper })}
        >
          {PAPER_SIZES.map((p: PaperSize) => (
            <option key={p} value={p}>
              {PAPER_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      <div role="radiogroup" aria-label="Orientation" className="page-setup-row">
        {ORIENTATIONS.map((o) => (
          <label key={o} className="inline-check">
            <input
              type="radio"
              name="orientation"
              checked={value.orientation === o}
              onChange={() => onChange({ ...value, orientation: o })}
            />{' '}
            {ORIENTATION_LABELS[o]}
          </label>
        ))}
      </div>
      <label className="form-field">
        <span>Map scale</span>
        <select
          value={String(value.scale)}
          onChange={(e) => {
            const raw = e.target.value === 'fit' ? 'fit' : Number(e.target.value);
            if (isMapScale(raw)) onChange({ ...value, scale: raw });
          }}
        >
          {SCALE_CHOICES.map((s) => (
            <option key={s} value={String(s)}>
              {mapScaleLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {warn && typeof value.scale === 'number' && (
        <p className="banner-warning page-setup-warning" role="status">
          {doesNotFitText(value.scale)}
        </p>
      )}
    </fieldset>
  );
}
