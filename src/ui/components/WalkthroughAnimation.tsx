/** Our own looping walkthrough animation (SVG + CSS): a street grid, two nodes picked, a zone appears. */
export function WalkthroughAnimation() {
  return (
    <svg
      className="walkthrough-animation"
      viewBox="0 0 320 160"
      role="img"
      aria-label="Animation: pick two intersections, then a street zone is generated between them"
    >
      <rect width="320" height="160" rx="10" className="wa-bg" />
      {[40, 120, 200, 280].map((x) => (
        <rect key={x} x={x - 6} y="0" width="12" height="160" className="wa-street" />
      ))}
      {[50, 110].map((y) => (
        <rect key={y} x="0" y={y - 6} width="320" height="12" className="wa-street" />
      ))}
      <rect x="114" y="44" width="92" height="12" className="wa-zone" />
      {[40, 120, 200, 280].flatMap((x) =>
        [50, 110].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="5" className="wa-node" />),
      )}
      <circle cx="120" cy="50" r="8" className="wa-pick wa-pick-1" />
      <circle cx="200" cy="50" r="8" className="wa-pick wa-pick-2" />
      <path d="M0 0 L12 6 L5 8 L3 15 Z" className="wa-cursor" />
    </svg>
  );
}
