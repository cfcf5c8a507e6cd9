/** Manufacturers' page: frames on an assembly line, each leaving with a tag. Decorative. */
export function FactoryIllustration({ className }: { className?: string }) {
  const frames = [80, 200, 320];
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="32" fill="#f1f5f9" />
      {/* Saw-tooth roof */}
      <path d="M40 130V80l60-36v36l60-36v36l60-36v36l60-36v36l60-36v86z" fill="#0f172a" />
      <rect x="300" y="24" width="26" height="60" rx="4" fill="#0f172a" />
      <rect x="40" y="128" width="320" height="12" fill="#047857" />
      {/* Conveyor belt */}
      <rect x="30" y="236" width="340" height="18" rx="9" fill="#0f172a" />
      {[60, 120, 180, 240, 300, 340].map((x) => (
        <circle key={x} cx={x} cy="245" r="5" fill="#a7f3d0" />
      ))}
      {/* Frames, the last with its tag */}
      {frames.map((x, index) => (
        <g key={x} fill="none" stroke={index === frames.length - 1 ? '#047857' : '#475569'} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round">
          <path d={`M${x - 46} 226L${x - 14} 178L${x} 226ZM${x - 14} 178H${x + 30}L${x} 226M${x + 30} 178l4-10M${x + 30} 178l12 46M${x - 14} 178l-4-12`} />
        </g>
      ))}
      <rect x="298" y="190" width="20" height="20" rx="5" fill="#047857" transform="rotate(-34 308 200)" />
      <circle cx="308" cy="200" r="4" fill="none" stroke="#a7f3d0" strokeWidth="2.5" />
      <g fill="none" stroke="#059669" strokeWidth="4" strokeLinecap="round">
        <path d="M352 180a20 20 0 0 1 6 24" />
        <path d="M362 168a36 36 0 0 1 10 44" opacity="0.6" />
      </g>
    </svg>
  );
}
