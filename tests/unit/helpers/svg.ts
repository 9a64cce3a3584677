/** Checks shared by the icon tests. */

/**
 * Minimal well-formedness check: the document is nothing but tags (no text
 * nodes), every tag is properly closed or self-closing, and nesting balances.
 * Returns the element names in document order.
 */
export function parseTags(svg: string): string[] {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  const elements: string[] = [];
  let pos = 0;
  while (pos < svg.length) {
    const ws = /\s*/y;
    ws.lastIndex = pos;
    ws.exec(svg);
    pos = ws.lastIndex;
    if (pos >= svg.length) break;
    tag.lastIndex = pos;
    const m = tag.exec(svg);
    if (!m) throw new Error(`not a tag at ${pos}: ${svg.slice(pos, pos + 40)}`);
    pos = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name!}>`);
    } else {
      elements.push(name!);
      if (!selfClosing) stack.push(name!);
    }
    if (stack.length === 0 && pos < svg.length && svg.slice(pos).trim() !== '') throw new Error('content after root');
  }
  if (stack.length) throw new Error(`unclosed: ${stack.join(',')}`);
  return elements;
}
