/** Label/value pairs near the cursor for the area under it. */
import { useSignals } from '@preact/signals-react/runtime';
import type { HoverInfo } from '../map/pointer';
import { geographyType } from '../store/geography';
import { zoneCreator } from '../store/zoneCreator';
import { areaTooltipContent } from './areaTooltipContent';

export function AreaTooltip({ info }: { info: HoverInfo }) {
  useSignals();
  const style = { left: info.x + 14, top: info.y + 14 };
  const content = areaTooltipContent(geographyType.value, zoneCreator.value.isActive, info.props);
  if (content.kind === 'intersection') {
    return (
      <div className="map-tooltip" style={style} role="tooltip">
        <div className="tooltip-title">{content.title}</div>
        {content.hint && <div className="tooltip-hint">{content.hint}</div>}
      </div>
    );
  }
  return (
    <div className="map-tooltip" style={style} role="tooltip">
      <dl>
        {content.rows.map(([label, value]) => (
          <div key={label} className="tooltip-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
