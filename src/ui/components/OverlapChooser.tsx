/** 'Multiple Zones Found': overlapping areas under a click, smallest first. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { closeOverlap } from '../app/focus/focusController';
import { chooseOverlap } from '../app/map/mapInteractions';
import { overlap } from '../store/focus';

export function OverlapChooser() {
  useSignals();
  const choice = overlap.value;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (choice) list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [choice]);
  if (!choice) return null;

  const move = (delta: number) => {
    const selected = (choice.selected + delta + choice.areas.length) % choice.areas.length;
    overlap.value = { ...choice, selected };
    list.current?.querySelectorAll<HTMLButtonElement>('button')[selected]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Escape') closeOverlap();
    else return;
    e.preventDefault();
  };

  return (
    <>
      <div className="banner banner-warning overlap-banner" role="status">
        <strong>Overlapping Areas Detected</strong>
        <span>
          Click an area in the popup to focus it, or double-click the map to focus the top area. Smaller areas appear
          first.
        </span>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubble up from the dialog's own buttons, where focus always is: Escape closes, arrows move between the areas */}
      <section className="overlap-popup" role="dialog" aria-label="Multiple Zones Found" onKeyDown={onKey}>
        <header>
          <h2>Multiple Zones Found</h2>
          <button type="button" className="icon-button" aria-label="Close" title="Close" onClick={closeOverlap}>
            ×
          </button>
        </header>
        <p className="muted">{choice.areas.length} overlapping zones detected. Smaller areas are shown first.</p>
        <ul ref={list} className="overlap-list">
          {choice.areas.map((area, i) => (
            <li key={area.idx}>
              <button
                type="button"
                className="overlap-item"
                aria-current={i === choice.selected}
                onClick={() => void chooseOverlap(area.idx)}
                onFocus={() => i !== choice.selected && (overlap.value = { ...choice, selected: i })}
              >
                <span className="overlap-name">{area.name}</span>
                <span className="overlap-detail">{area.detail}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="hint">Click an area above to focus</p>
        <p className="hint">Double-click map to bypass</p>
      </section>
    </>
  );
}
