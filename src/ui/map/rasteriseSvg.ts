/** An SVG document drawn into pixels for MapLibre's addImage, optionally mirrored (flipped objects). */
export async function rasteriseSvg(svg: string, size: number, mirrored = false): Promise<ImageData> {
  const img = new Image(size, size);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('icons: 2D canvas context unavailable');
  if (mirrored) {
    ctx.translate(size, 0);
    ctx.scale(-1, 1);
  }
  ctx.drawImage(img, 0, 0, size, size);
  return ctx.getImageData(0, 0, size, size);
}
