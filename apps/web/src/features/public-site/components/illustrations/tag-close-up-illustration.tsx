/** Owners' page: a tag pressed on the seat tube, with the shield of a protected bike. Decorative. */
export function TagCloseUpIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="32" fill="#ecfdf5" />
      <circle cx="300" cy="86" r="58" fill="#d1fae5" />
      {/* Frame tubes */}
      <g fill="none" stroke="#0f172a" strokeLinecap="round">
        <path d="M70 270L230 40" strokeWidth="30" />
        <path d="M150 156h210" strokeWidth="22" />
      </g>
      {/* The tag */}
      <g transform="rotate(35 154 150)">
        <rect x="126" y="122" width="56" height="56" rx="14" fill="#047857" />
        <circle cx="154" cy="150" r="12" fill="none" stroke="#a7f3d0" strokeWidth="4" />
      </g>
      {/* A finger's press: 30 seconds */}
      <g fill="none" stroke="#059669" strokeWidth="5" strokeLinecap="round">
        <path d="M196 112a40 40 0 0 1 8 52" />
        <path d="M214 94a66 66 0 0 1 12 86" opacity="0.6" />
      </g>
      {/* Shield */}
      <g transform="translate(270 46)">
        <path d="M30 0l30 11v24c0 20-13 35-30 43C13 70 0 55 0 35V11z" fill="#047857" />
        <path d="M17 38l9 9 18-20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      {/* Rain drop: IP67 */}
      <path d="M330 206c0 0-22 26-22 40a22 22 0 0 0 44 0c0-14-22-40-22-40z" fill="#6ee7b7" />
    </svg>
  );
}
