/** Hero drawing: a bicycle with a tag on the seat tube, read by a phone. Decorative. */
export function BikeTagIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d1fae5" />
          <stop offset="1" stopColor="#ecfdf5" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="460" height="320" rx="40" fill="url(#hero-sky)" />
      <path d="M40 292h400" stroke="#a7f3d0" strokeWidth="6" strokeLinecap="round" />
      {/* Bicycle */}
      <g fill="none" stroke="#0f172a" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="120" cy="236" r="56" />
        <circle cx="320" cy="236" r="56" />
        <path d="M120 236l62-100h104l34 100M182 136l-14-28h-30M286 136l-52 100H120M234 236l-40-100" />
        <path d="M286 136l6-30h30" />
      </g>
      <circle cx="234" cy="236" r="10" fill="#0f172a" />
      {/* Tag on the seat tube */}
      <g transform="rotate(-22 214 180)">
        <rect x="198" y="164" width="34" height="34" rx="9" fill="#047857" />
        <circle cx="215" cy="181" r="7" fill="none" stroke="#a7f3d0" strokeWidth="3" />
      </g>
      {/* NFC waves */}
      <g fill="none" stroke="#059669" strokeWidth="6" strokeLinecap="round">
        <path d="M248 150a26 26 0 0 1 18 24" />
        <path d="M256 128a48 48 0 0 1 32 44" opacity="0.7" />
        <path d="M264 106a70 70 0 0 1 46 66" opacity="0.45" />
      </g>
      {/* Phone */}
      <g transform="rotate(12 380 120)">
        <rect x="340" y="52" width="82" height="146" rx="16" fill="#0f172a" />
        <rect x="348" y="66" width="66" height="116" rx="8" fill="#ffffff" />
        <circle cx="381" cy="112" r="22" fill="#047857" />
        <path d="M370 112l8 8 15-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="360" y="148" width="42" height="7" rx="3.5" fill="#a7f3d0" />
        <rect x="366" y="162" width="30" height="7" rx="3.5" fill="#d1fae5" />
      </g>
    </svg>
  );
}
