/**
 * The autosave draft as the page receives it: the plan's text in a Blob, not a string. A string is
 * copied whole by each hand-over, on the page's main thread: for a plan of thousands of imported shapes
 * (50 MB of text) receiving it from this worker took about 300 ms, and handing it to IndexedDB (whose
 * put clones its value on the caller's thread) about 600 ms more. A Blob crosses both by reference, and
 * IndexedDB writes its bytes off the page.
 */
import type { AutosaveDraft } from '../../shared/plan/autosaveDraft';

export type AutosaveFile = Omit<AutosaveDraft, 'text'> & { file: Blob };

export function autosaveFile(draft: AutosaveDraft): AutosaveFile {
  const { text, ...rest } = draft;
  return { ...rest, file: new Blob([text], { type: 'application/json' }) };
}
