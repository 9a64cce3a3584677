/** Event Information: every field optional; attendance a whole number, date a date. */
import { useState } from 'react';
import { EMPTY_EVENT_INFO, eventInfo, eventInfoOpen, type EventInfo } from '../store/eventInfo';
import { Modal } from './Modal';

const FIELDS: Array<{ key: keyof EventInfo; label: string; type?: 'date' | 'number' | 'textarea' }> = [
  { key: 'name', label: 'Event name' },
  { key: 'organizer', label: 'Organizer' },
  { key: 'contact', label: 'Contact' },
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'time', label: 'Time' },
  { key: 'attendance', label: 'Expected attendance', type: 'number' },
  { key: 'permit', label: 'Permit number' },
  { key: 'notes', label: 'Notes', type: 'textarea' },
];

function invalid(draft: EventInfo): string | null {
  if (draft.attendance !== '' && !/^\d+$/.test(draft.attendance.trim())) return 'Attendance must be a whole number.';
  if (draft.date !== '' && Number.isNaN(Date.parse(draft.date))) return 'Date must be a valid date.';
  return null;
}

export function EventInfoDialog() {
  const [draft, setDraft] = useState<EventInfo>({ ...EMPTY_EVENT_INFO, ...eventInfo.peek() });
  const error = invalid(draft);
  const close = () => (eventInfoOpen.value = false);
  return (
    <Modal title="Event Information" titleId="event-info-title" onClose={close}>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          if (error) return;
          eventInfo.value = { ...draft, attendance: draft.attendance.trim() };
          close();
        }}
      >
        {FIELDS.map((f) => (
          <label key={f.key} className={f.type === 'textarea' ? 'form-field wide' : 'form-field'}>
            <span>{f.label}</span>
            {f.type === 'textarea' ? (
              <textarea
                rows={3}
                value={draft[f.key]}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            ) : (
              <input
                type={f.type ?? 'text'}
                min={f.type === 'number' ? 0 : undefined}
                step={f.type === 'number' ? 1 : undefined}
                value={draft[f.key]}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            )}
          </label>
        ))}
        {error && (
          <p className="error-text wide" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions wide">
          <button type="button" className="btn" onClick={close}>
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
