/** The part of subset-font (HarfBuzz's hb-subset as WebAssembly) that scripts/fonts/subset.ts uses; it ships no types. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt';
    /** OpenType feature tags whose glyphs are kept; all features when left out. */
    keepFeatures?: readonly string[];
    /** Name-table records kept beside the defaults (0–6). */
    preserveNameIds?: readonly number[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
