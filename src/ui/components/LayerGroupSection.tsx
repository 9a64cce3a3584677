/** A layer group: expand/collapse, a toggle for all its layers, and its rows. */
import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { LayerGroup } from '../../shared/layers/groups';
import { setLayerVisible, toggleGroup } from '../app/layers/layerController';
import { expandedGroups, layerStates } from '../store/layers';
import { LayerRow } from './LayerRow';

export function LayerGroupSection({ group, disabled }: { group: LayerGroup; disabled: boolean }) {
  useSignals();
  const states = layerStates.value;
  const expanded = expandedGroups.value.has(group.id);
  const on = group.layers.filter((id) => states[id].visible).length;
  const toggleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggleRef.current) toggleRef.current.indeterminate = on > 0 && on < group.layers.length;
  }, [on, group.layers.length]);
  const setExpanded = () => {
    const next = new Set(expandedGroups.peek());
    if (next.has(group.id)) next.delete(group.id);
    else next.add(group.id);
    expandedGroups.value = next;
  };
  const listId = `layer-group-${group.id}`;
  return (
    <div className="layer-group" data-group={group.id}>
      <div className="layer-group-head">
        <input
          ref={toggleRef}
          type="checkbox"
          aria-label={`All ${group.name} layers`}
          checked={on === group.layers.length}
          disabled={disabled}
          onChange={() => toggleGroup(group)}
        />
        <button
          type="button"
          className="group-expander"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={setExpanded}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {group.name}{' '}
          <span className="count">({group.layers.length})</span>
        </button>
      </div>
      {expanded && (
        <ul id={listId} className="layer-list">
          {group.layers.map((id) => (
            <LayerRow key={id} id={id} state={states[id]} disabled={disabled} onToggle={setLayerVisible} />
          ))}
        </ul>
      )}
    </div>
  );
}
