/**
 * Event Information: who and what (every field optional; attendance a whole number), the event's kind
 * as the offices name it (SAPO's categories, a Parks special event, a plaza event by level, a parade),
 * and its phases: load-in, the event's first day and start time to its last day and end time, and
 * load-out. Each permit's deadline counts from the phase its office counts from.
 */
import { useState, type ChangeEvent } from 'react';
import { EVENT_TYPE_GROUPS, EVENT_TYPES, eventTypeOf } from '../../shared/precheck/eventTypes';
import { leadText } from '../../shared/precheck/deadlines';
import { closeEventInfo, eventInfoProblem, saveEventInfo } from '../app/event/eventInfoController';
import { EMPTY_EVENT_INFO, eventInfo, type EventInfo } from '../store/eventInfo';
import { Modal } from './Modal';

type Key = keyof EventInfo;
const TEXT_FIELDS: Array<{ key: Key; label: string; type?: 'number' | 'date' }> = [
  { key: 'name', label: 'Event name' },
  { key: 'organizer', label: 'Organizer' },
  { key: 'contact', label: 'Contact' },
  { key: 'attendance', label: 'Expected attendance', type: 'number' },
  // Part 18 (5,000 or more) is due 5 days before it when that is earlier than 30 days before the event.
  { key: 'advertisingDate', label: 'Advertising starts', type: 'date' },
];
/** The phases, each a date and a time. */
const PHASES: Array<{ name: string; date: Key; dateLabel: string; time: Key; timeLabel: string }> = [
  { name: 'Load-in', date: 'loadInDate', dateLabel: 'Load-in date', time: 'loadInTime', timeLabel: 'Load-in time' },
  { name: 'Event starts', date: 'date', dateLabel: 'First day', time: 'startTime', timeLabel: 'Start time' },
  { name: 'Event ends', date: 'endDate', dateLabel: 'Last day', time: 'endTime', timeLabel: 'End time' },
  {
    name: 'Load-out',
    date: 'loadOutDate',
    dateLabel: 'Load-out date',
    time: 'loadOutTime',
    timeLabel: 'Load-out time',
  },
];

const optionText = (id: string) => {
  const t = eventTypeOf(id)!;
  return t.lead ? `${t.label} (${leadText(t.lead)}${'days' in t.lead ? ' ahead' : ''})` : t.label;
};

export function EventInfoDialog() {
  const [draft, setDraft] = useState<EventInfo>({ ...EMPTY_EVENT_INFO, ...eventInfo.peek() });
  const error = eventInfoProblem(draft);
  const set =
    (key: Key) =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void =>
      setDraft({ ...draft, [key]: e.target.value });
  const kind = eventTypeOf(draft.eventType);
  return (
    <Modal title="Event Information" titleId="event-info-title" onClose={closeEventInfo} className="event-info">
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          saveEventInfo(draft);
        }}
      >
        {TEXT_FIELDS.map((f) => (
          <label key={f.key} className="form-field">
            <span>{f.label}</span>
            <input
              type={f.type ?? 'text'}
              min={f.type === 'number' ? 0 : undefined}
              step={f.type === 'number' ? 1 : undefined}
              value={draft[f.key]}
              onChange={set(f.key)}
            />
          </label>
        ))}
        <div className="form-field wide">
          <label htmlFor="event-type">Event type</label>
          <select
            id="event-type"
            value={draft.eventType}
            onChange={set('eventType')}
            aria-describedby="event-type-hint"
          >
            <option value="">Not chosen: the focused area&apos;s own permit</option>
            {EVENT_TYPE_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {EVENT_TYPES.filter((t) => t.group === group).map((t) => (
                  <option key={t.id} value={t.id}>
                    {optionText(t.id)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <span id="event-type-hint" className="hint">
            {kind
              ? `${kind.definition} (${kind.agency})`
              : 'SAPO, NYC Parks and the NYPD each file events by kind; the kind sets the permit and its lead time.'}
          </span>
        </div>
        <fieldset className="form-fieldset wide event-phases">
          <legend>Dates and times</legend>
          <div className="event-phase event-phase-head" aria-hidden="true">
            <span />
            <span>Date</span>
            <span>Time</span>
          </div>
          {PHASES.map((p) => (
            <div key={p.name} className="event-phase" role="group" aria-label={p.name}>
              <span className="event-phase-name">{p.name}</span>
              <label className="form-field">
                <span className="visually-hidden">{p.dateLabel}</span>
                <input type="date" value={draft[p.date]} onChange={set(p.date)} />
              </label>
              <label className="form-field">
                <span className="visually-hidden">{p.timeLabel}</span>
                <input type="time" value={draft[p.time]} onChange={set(p.time)} />
              </label>
            </div>
          ))}
          <p className="hint">
            Buildings counts a temporary structure&apos;s lead time from load-in, the other offices from the first day.
            Left blank: load-in on the first day, load-out on the last.
          </p>
        </fieldset>
        <label className="form-field">
          <span>Hours (as written)</span>
          <input type="text" value={draft.time} onChange={set('time')} placeholder="Doors 5 PM, music until 9" />
        </label>
        <label className="form-field">
          <span>Permit number</span>
          <input type="text" value={draft.permit} onChange={set('permit')} />
        </label>
        <label className="form-field wide">
          <span>Notes</span>
          <textarea rows={2} value={draft.notes} onChange={set('notes')} />
        </label>
        {error && (
          <p className="error-text wide" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions wide">
          <button type="button" className="btn" onClick={closeEventInfo}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={error !== null}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
