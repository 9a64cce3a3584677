/**
 * Registers the export fonts with the canvas (a FontFace in the worker's, or the page's, font set)
 * so PNG/JPG text is drawn in the same faces, with the same widths, as the PDF and the layout (the
 * canvas shapes the script faces and orders right-to-left text itself, as HarfBuzz and the bidi
 * algorithm do for the PDF).
 */
import type { ExportFontFace, ExportFonts } from '../../shared/export/fonts';

const registered = new WeakMap<ExportFontFace, Promise<void>>();

/** The one member of FontFaceSet used (the WebWorker typings leave out its set methods). */
interface FontSet {
  add(face: FontFace): unknown;
}

/** The worker's FontFaceSet (self.fonts), or the document's when the API runs on the page thread. */
function fontSet(): FontSet {
  const scope = globalThis as unknown as { fonts?: FontSet; document?: { fonts: FontSet } };
  const set = scope.fonts ?? scope.document?.fonts;
  if (!set) throw new Error('Fonts cannot be registered here');
  return set;
}

function register(face: ExportFontFace): Promise<void> {
  let done = registered.get(face);
  if (!done) {
    const fontFace = new FontFace(face.cssFamily, face.bytes, { weight: face.cssWeight });
    done = fontFace.load().then((loaded) => {
      fontSet().add(loaded);
    });
    registered.set(face, done);
  }
  return done;
}

export async function registerCanvasFonts(fonts: ExportFonts): Promise<void> {
  await Promise.all([fonts.regular, fonts.bold, ...(fonts.cjk ? [fonts.cjk] : []), ...fonts.scripts].map(register));
}
