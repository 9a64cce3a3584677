/** Label/value pairs near the cursor for the area under it. */
import { useSignals } from '@preact/signals-react/runtime';
import type { HoverInfo } from '../map/MapAdapter';
import { geographyType } from '../store/geography';

function rows(props: Record<string, unknown>): [string, string][] {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const pairs: [string, string][] = [
    ['Zone', text(props._name)],
    ['Property', text(props._property)],
    ['Sub-property', text(props._sub)],
  ];
  return pairs.filter(([, v]) => v !== '');
}

export function AreaTooltip({ info }: { info: HoverInfo }) {
  useSignals();
  const style = { left: info.x + 14, top: info.y + 14 };
  if (geographyType.value === 'intersections') {
    return (
      <div className="map-tooltip" style={style} role="tooltip">
        <div className="tooltip-title">{String(info.props._name ?? '')}</div>
        <div className="tooltip-hint">Use Zone Creator to select nodes</div>
      </div>
    );
  }
  return (
    <div className="map-tooltip" style={style} role="tooltip">
      <dl>
        {rows(info.props).map(([label, value]) => (
          <div key={label} className="tooltip-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
