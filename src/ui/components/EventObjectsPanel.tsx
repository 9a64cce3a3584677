/** 'Event Objects': the placeable types; choosing one enters placement mode, choosing it again cancels. */
import { useSignals } from '@preact/signals-react/runtime';
import { OBJECT_TYPES } from '../../shared/objects/catalogue';
import { objectIconSvg } from '../../shared/objects/icons';
import { choosePlacementType } from '../app/edit/placement';
import { placement } from '../store/plan';

const iconSrc = (id: string, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(objectIconSvg(id, color, 28))}`;

export function EventObjectsPanel() {
  useSignals();
  const mode = placement.value;
  const active = mode ? OBJECT_TYPES.find((t) => t.id === mode.typeId) : undefined;
  return (
    <section className="panel-section" aria-labelledby="event-objects-title">
      <h3 id="event-objects-title" className="section-title">
        Event Objects
      </h3>
      <div className="object-grid">
        {OBJECT_TYPES.map((t) => (
          <button
            key={t.id}
            type="button"
            className={mode?.typeId === t.id ? 'object-button active' : 'object-button'}
            aria-pressed={mode?.typeId === t.id}
            title={`${t.name} · ${t.category} · ${t.footprintFt.width} × ${t.footprintFt.depth} ft`}
            onClick={() => choosePlacementType(t.id)}
          >
            <img src={iconSrc(t.icon, t.color)} width={28} height={28} alt="" aria-hidden="true" />
            <span>{t.name}</span>
          </button>
        ))}
      </div>
      {mode && active && (
        <p className="placement-status" role="status">
          <span className={mode.batch ? 'tag tag-batch' : 'tag tag-active'}>
            {mode.batch ? 'Batch Mode' : 'Active'}
          </span>{' '}
          {active.sizedByTwoClicks
            ? 'Click two opposite corners on the map.'
            : 'Click the map to place; Shift-click to place several.'}{' '}
          Esc cancels.
        </p>
      )}
    </section>
  );
}
