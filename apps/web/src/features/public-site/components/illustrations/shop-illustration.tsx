/** Shops' page: a bike shop front with a tagged bike in the window. Decorative. */
export function ShopIllustration({ className }: { className?: string }) {
  const stripes = [0, 1, 2, 3, 4, 5];
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="32" fill="#ecfdf5" />
      <rect x="50" y="96" width="300" height="176" rx="10" fill="#ffffff" stroke="#0f172a" strokeWidth="6" />
      {/* Awning */}
      {stripes.map((i) => (
        <path key={i} d={`M${40 + i * 53.3} 60h53.3v34a26.6 26.6 0 0 1-53.3 0z`} fill={i % 2 === 0 ? '#047857' : '#d1fae5'} />
      ))}
      <rect x="36" y="44" width="328" height="20" rx="8" fill="#0f172a" />
      {/* Window with a bike */}
      <rect x="72" y="140" width="176" height="112" rx="8" fill="#f1f5f9" />
      <g fill="none" stroke="#0f172a" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="114" cy="218" r="24" />
        <circle cx="206" cy="218" r="24" />
        <path d="M114 218l28-44h46l18 44M142 174l-6-12h-12M188 174l-24 44h-50" />
      </g>
      <rect x="150" y="184" width="16" height="16" rx="4" fill="#047857" transform="rotate(-24 158 192)" />
      {/* Door */}
      <rect x="272" y="140" width="56" height="132" rx="6" fill="#047857" />
      <circle cx="316" cy="210" r="4" fill="#a7f3d0" />
      {/* Tag badge hanging on the door */}
      <rect x="282" y="156" width="36" height="24" rx="5" fill="#ffffff" />
      <circle cx="300" cy="168" r="6" fill="none" stroke="#047857" strokeWidth="3" />
    </svg>
  );
}
