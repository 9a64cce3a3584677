/**
 * Over a hovered (or selected) placed object: 'Edit' (title 'Edit note') and 'Remove'; the 'Add Note'
 * popover with Cancel and Save. Both buttons hide while a note is edited.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { keepHover } from '../app/modes/hover';
import { removeObject, setNote } from '../app/edit/placement';
import { closeNoteEditor, objectTools, openNoteEditor } from '../app/edit/objectTools';

function NoteEditor({ id, initial, at }: { id: string; initial: string; at: { x: number; y: number } }) {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const close = closeNoteEditor;
  return (
    <div className="note-popover" role="dialog" aria-label="Add Note" style={{ left: at.x, top: at.y + 18 }}>
      <h4>Add Note</h4>
      <textarea
        ref={ref}
        aria-label="Note"
        value={text}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      />
      <div className="note-actions">
        <button type="button" className="btn btn-small" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => {
            setNote(id, text);
            close();
          }}
        >
          Save
        </button>
      </div>
    </div>
  );
}

export function ObjectHoverTools() {
  useSignals();
  const tools = objectTools.value;
  if (!tools) return null;
  const { object, at } = tools;
  if (tools.editing)
    return <NoteEditor key={object.id} id={object.id} initial={object.properties.note ?? ''} at={at} />;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- pointer only: keeps the tools up while the pointer moves onto them; from the keyboard they come with the selection
    <div className="object-tools" style={{ left: at.x, top: at.y - 44 }} onMouseEnter={() => keepHover(object.id)}>
      <button type="button" className="btn btn-small" title="Edit note" onClick={() => openNoteEditor(object.id)}>
        Edit
      </button>
      <button type="button" className="btn btn-small" title="Remove" onClick={() => removeObject(object.id)}>
        Remove
      </button>
    </div>
  );
}
