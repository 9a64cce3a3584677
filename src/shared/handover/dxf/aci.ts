/**
 * AutoCAD Color Index: DXF R2000 layers take one of 255 indexed colours (true colour came with
 * R2004). The index's layout is fixed: 1–9 named colours, then 24 hues 15° apart with ten shades
 * each (full and half saturation at five brightnesses), then greys. The nearest one stands in for
 * each of the app's colours.
 */
const NAMED: [number, number, number, number][] = [
  [1, 255, 0, 0],
  [2, 255, 255, 0],
  [3, 0, 255, 0],
  [4, 0, 255, 255],
  [5, 0, 0, 255],
  [6, 255, 0, 255],
  [7, 255, 255, 255],
  [8, 128, 128, 128],
  [9, 192, 192, 192],
];
const BRIGHTNESS = [1, 0.65, 0.5, 0.3, 0.15];

function hsv(h: number, s: number, v: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round(255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [f(5), f(3), f(1)];
}

const PALETTE: [number, number, number, number][] = [...NAMED];
for (let index = 10; index <= 249; index++) {
  const hue = Math.floor((index - 10) / 10) * 15;
  const shade = (index - 10) % 10;
  PALETTE.push([index, ...hsv(hue, shade % 2 === 0 ? 1 : 0.5, BRIGHTNESS[Math.floor(shade / 2)]!)]);
}

/** The index nearest a '#rrggbb' colour (7, the drawing's default, for anything unreadable). */
export function nearestAci(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 7;
  const [r, g, b] = m.slice(1, 4).map((c) => parseInt(c, 16)) as [number, number, number];
  let best = 7;
  let bestDistance = Infinity;
  for (const [index, pr, pg, pb] of PALETTE) {
    // Weighted as the eye sees it: green counts most, blue least.
    const d = 3 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 2 * (b - pb) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = index;
    }
  }
  return best;
}
