/**
 * The event's notes in full, on pages of their own right after the plan sheets: the title block has
 * room for a few lines, and notes it cuts continue here (it says on which page), over as many pages as
 * they need. Only a PDF has them; a PNG or JPG is the one sheet.
 */
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import { INK, type Primitive } from './primitives';
import type { ExportPage } from './request';
import { subtitleOf } from './summaryPages';

export const NOTES_TITLE = 'Notes';

/** The Notes pages, or none when the event has no notes. */
export function notesPages(page: ExportPage): Primitive[][] {
  const notes = page.eventInfo.notes.trim();
  if (notes === '') return [];
  const flow = new PageFlow(NOTES_TITLE, subtitleOf(page), summaryPageSize(page.options.paper));
  flow.note("The event's notes as written in Event Information, in full.");
  flow.note(notes, INK);
  return flow.pages;
}
