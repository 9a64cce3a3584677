/** Text with the matched part marked. */
import type { Highlight } from '../../shared/geography/search';

export function Highlighted({ text, match }: { text: string; match: Highlight }) {
  if (!match) return <>{text}</>;
  const [start, end] = match;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
