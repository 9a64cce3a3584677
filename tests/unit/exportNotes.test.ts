// Notes the title block cannot hold continue whole on a Notes page of their own, and the title block
// says on which page; notes that fit add no page.
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { NOTES_TITLE } from '../../src/shared/export/notesPages';
import { INK, type Primitive, type TextPrimitive } from '../../src/shared/export/primitives';
import { notesContinued, titleBlock, type TitleBlockInput } from '../../src/shared/export/titleBlock';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { samplePage } from './helpers/exportFixtures';

const texts = (ps: readonly Primitive[]): TextPrimitive[] =>
  ps.flatMap((p) => (p.kind === 'text' ? [p] : p.kind === 'clip' ? texts(p.children) : []));
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/** About 10,000 characters of notes, in sentences that differ, so a lost or repeated line shows. */
const LONG = Array.from(
  { length: 150 },
  (_, i) => `Item ${i + 1}: generator ${i % 7} feeds the stalls on row ${i % 11}, cables ramped.`,
).join(' ');

const block = (notes: string, notesPage: number | null) => {
  const input: TitleBlockInput = {
    eventInfo: { ...EMPTY_EVENT_INFO, name: 'Harvest Fair', notes },
    areaTitle: 'Union Square',
    areaSubtitle: '',
    scale: '1:500',
    revision: '2026-06-01',
    warning: null,
    notesPage,
  };
  return titleBlock(input, 64);
};

describe('the title block', () => {
  it('says where notes it cuts continue, within its line limit', () => {
    expect(LONG.length).toBeGreaterThan(9_000);
    const cut = block(LONG, 3);
    expect(cut.notesCut).toBe(true);
    const shown = texts(cut.draw(0, 0)).map((t) => t.text);
    expect(shown).toContain(notesContinued(3));
    expect(notesContinued(3)).toBe('Notes continue on page 3.');
    // Three lines of the notes (the last ending in '…'), then the pointer: four lines, as before.
    const first = shown.findIndex((t) => t.startsWith('Item 1:'));
    expect(shown.slice(first, first + 4).at(-1)).toBe(notesContinued(3));
    expect(shown[first + 2]!.endsWith('…')).toBe(true);
  });

  it('prints notes that fit as they are, and says nothing more', () => {
    const short = block('Sound check at 5 PM.', 3);
    expect(short.notesCut).toBe(false);
    expect(texts(short.draw(0, 0)).map((t) => t.text)).not.toContain(notesContinued(3));
    // Without a page to point to (a PNG), long notes are cut as before.
    const image = block(LONG, null);
    expect(image.notesCut).toBe(false);
    expect(texts(image.draw(0, 0)).some((t) => t.text.startsWith('Notes continue'))).toBe(false);
  });
});

describe('the packet', () => {
  const pageTexts = (ps: readonly Primitive[]) => texts(ps).map((t) => t.text);
  /** A summary page's title: its 16 pt heading. */
  const titleOf = (ps: readonly Primitive[]) => texts(ps).find((t) => t.sizePt === 16)?.text;

  it('prints a 10,000-character note whole on its Notes pages, named in the title block', () => {
    const page = samplePage({ eventInfo: { ...EMPTY_EVENT_INFO, name: 'Harvest Fair', notes: LONG } });
    const doc = layoutDocument(page, true);
    const notesAt = doc.pages.findIndex((p) => titleOf(p) === NOTES_TITLE);
    expect(notesAt).toBeGreaterThan(0);
    // The sheets come first (the site plan and any detail sheets), then the notes.
    expect(pageTexts(doc.pages[notesAt - 1]!)).toContain(notesContinued(notesAt + 1));
    expect(pageTexts(doc.pages[0]!)).toContain(notesContinued(notesAt + 1));
    const notesPages = doc.pages.filter((p) => [NOTES_TITLE, `${NOTES_TITLE} (continued)`].includes(titleOf(p) ?? ''));
    expect(notesPages.length).toBeGreaterThan(1);
    const body = notesPages
      .flatMap((p) => texts(p).filter((t) => t.sizePt === 8 && t.color === INK))
      .map((t) => t.text)
      .join(' ');
    expect(words(body)).toBe(words(LONG));
    // Counted in every page's footer: 'Page n of N' names the whole packet.
    expect(pageTexts(doc.pages[notesAt]!)).toContain(`Page ${notesAt + 1} of ${doc.pages.length}`);
  });

  it('adds no Notes page when the notes fit, nor to a PNG', () => {
    const fits = layoutDocument(samplePage(), true);
    expect(fits.pages.some((p) => titleOf(p) === NOTES_TITLE)).toBe(false);
    expect(pageTexts(fits.pages[0]!).some((t) => t.startsWith('Notes continue'))).toBe(false);
    const png = layoutDocument(samplePage({ format: 'png', eventInfo: { ...EMPTY_EVENT_INFO, notes: LONG } }), true);
    expect(png.pages).toHaveLength(1);
  });
});
