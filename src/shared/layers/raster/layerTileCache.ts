/**
 * The raster tiles of single layers, kept so that a tile of several layers is composited from them: a
 * layer that arrives is drawn alone, the others come from here. Least recently used first out, within a
 * byte budget (a tile is size² × 4 bytes); a tile with nothing on it is remembered as null, for free.
 */
export class LayerTileCache<Image> {
  private readonly entries = new Map<string, { image: Image | null; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly release: (image: Image) => void,
  ) {}

  /** The layer's tile (null: nothing on it), or undefined when it is not kept. */
  get(key: string): Image | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.image;
  }

  set(key: string, image: Image | null, sizePx: number): void {
    this.delete(key);
    const bytes = image === null ? 0 : sizePx * sizePx * 4;
    this.entries.set(key, { image, bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.delete(oldest);
    }
  }

  /** Drops the tiles of loads no longer current (their key starts with the load's tiles key). */
  dropWhere(stale: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (stale(key)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    if (entry.image !== null) this.release(entry.image);
  }
}
