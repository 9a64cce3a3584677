/** A feature popup's content, built with text nodes only: open data is never read as HTML. */
export interface PopupContent {
  title: string;
  rows: ReadonlyArray<{ label: string; value: string }>;
}

export function popupElement(content: PopupContent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'feature-popup';
  root.setAttribute('data-testid', 'feature-popup');
  const title = document.createElement('h3');
  title.textContent = content.title;
  root.append(title);
  const list = document.createElement('dl');
  for (const row of content.rows) {
    const dt = document.createElement('dt');
    dt.textContent = row.label;
    const dd = document.createElement('dd');
    dd.textContent = row.value;
    list.append(dt, dd);
  }
  if (content.rows.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = 'No details recorded for this feature.';
    root.append(empty);
  } else root.append(list);
  return root;
}
