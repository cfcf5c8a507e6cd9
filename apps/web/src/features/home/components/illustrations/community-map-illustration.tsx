/** A city map with Hunters' pins converging on a bike: the community at work. Decorative. */
export function CommunityMapIllustration({ className }: { className?: string }) {
  const pins = [
    { x: 70, y: 80 },
    { x: 300, y: 60 },
    { x: 330, y: 210 },
    { x: 90, y: 220 },
  ];
  return (
    <svg viewBox="0 0 400 280" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="280" rx="28" fill="#f1f5f9" />
      <g stroke="#ffffff" strokeWidth="18" strokeLinecap="round">
        <path d="M0 120h400M150 0v280M0 200l400-90M260 0l-40 280" />
      </g>
      <g stroke="#047857" strokeWidth="3" strokeDasharray="6 8" fill="none">
        {pins.map((pin) => (
          <path key={`${pin.x}-${pin.y}`} d={`M${pin.x} ${pin.y + 10}L200 140`} />
        ))}
      </g>
      <circle cx="200" cy="140" r="44" fill="#d1fae5" />
      <circle cx="200" cy="140" r="30" fill="#047857" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="188" cy="148" r="8" />
        <circle cx="214" cy="148" r="8" />
        <path d="M188 148l8-13h11l7 13M196 135l-3-5" />
      </g>
      {pins.map((pin) => (
        <g key={`pin-${pin.x}-${pin.y}`} transform={`translate(${pin.x - 14} ${pin.y - 30})`}>
          <path d="M14 0a14 14 0 0 1 14 14c0 11-14 26-14 26S0 25 0 14A14 14 0 0 1 14 0z" fill="#0f172a" />
          <circle cx="14" cy="14" r="6" fill="#6ee7b7" />
        </g>
      ))}
    </svg>
  );
}
