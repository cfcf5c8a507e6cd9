/** Hunters' page: a phone over a city map, a found bike and a reward coin. Decorative. */
export function HunterScanIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="32" fill="#f1f5f9" />
      <g stroke="#ffffff" strokeWidth="16" strokeLinecap="round">
        <path d="M0 96h400M0 220l400-60M120 0v300M300 0l-30 300" />
      </g>
      {/* Radar rings around the bike */}
      <g fill="none" stroke="#047857" strokeWidth="3">
        <circle cx="130" cy="170" r="46" opacity="0.5" />
        <circle cx="130" cy="170" r="76" opacity="0.25" />
      </g>
      <circle cx="130" cy="170" r="28" fill="#047857" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="119" cy="177" r="8" />
        <circle cx="143" cy="177" r="8" />
        <path d="M119 177l7-12h11l6 12M126 165l-3-5" />
      </g>
      {/* Phone */}
      <g transform="rotate(-10 280 150)">
        <rect x="236" y="60" width="92" height="164" rx="18" fill="#0f172a" />
        <rect x="245" y="76" width="74" height="130" rx="9" fill="#ffffff" />
        <path d="M282 100a18 18 0 0 1 18 18c0 14-18 32-18 32s-18-18-18-32a18 18 0 0 1 18-18z" fill="#047857" />
        <circle cx="282" cy="118" r="7" fill="#a7f3d0" />
        <rect x="258" y="168" width="48" height="8" rx="4" fill="#a7f3d0" />
        <rect x="264" y="182" width="36" height="8" rx="4" fill="#d1fae5" />
      </g>
      {/* Reward coin */}
      <circle cx="340" cy="62" r="30" fill="#fbbf24" />
      <circle cx="340" cy="62" r="22" fill="none" stroke="#b45309" strokeWidth="3" />
      <path d="M348 52a12 12 0 1 0 0 20M328 58h16M328 66h16" fill="none" stroke="#78350f" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
