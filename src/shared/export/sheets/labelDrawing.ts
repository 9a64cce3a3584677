/**
 * Placed labels as page primitives: leader lines first (with a dot where a marker's feature is), then
 * each label's body (a white halo, or a tag filled in a layer's colour) with its lines centred in it.
 */
import { INK, RULE, WHITE, circle, line, rect, text, type Primitive } from '../primitives';
import type { PlacedLabel } from './labelPlacer';
import { lineAdvance } from './mapText';

const LEADER_MM = 0.12;
const DOT_MM = 0.45;

function body(p: PlacedLabel): Primitive[] {
  const r = p.rect;
  const look = p.spec.look ?? { kind: 'halo' };
  const out: Primitive[] = [];
  if (look.kind === 'tag')
    out.push(rect(r.x, r.y, r.width, r.height, { fill: look.fill, stroke: WHITE, lineWidth: 0.25 }));
  else out.push(rect(r.x, r.y, r.width, r.height, { fill: WHITE, stroke: RULE, lineWidth: 0.1 }));
  let top = r.y + (r.height - p.text.height) / 2;
  for (const l of p.text.lines) {
    out.push(
      text(r.x + r.width / 2, top + l.ascent, l.text, {
        sizePt: l.style.sizePt,
        bold: l.style.bold,
        color: l.style.color,
        align: 'center',
      }),
    );
    top += lineAdvance(l);
  }
  return out;
}

export function placedLabelPrimitives(labels: readonly PlacedLabel[]): Primitive[] {
  const out: Primitive[] = [];
  for (const p of labels) {
    if (!p.leader) continue;
    const [from, to] = p.leader;
    out.push(line([[...from], [...to]], INK, LEADER_MM));
    if (p.spec.dot) out.push(circle(from[0], from[1], DOT_MM, { fill: p.spec.dot, stroke: WHITE, lineWidth: 0.1 }));
  }
  for (const p of labels) out.push(...body(p));
  return out;
}
