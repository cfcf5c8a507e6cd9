/** The mark: a bicycle with the waves of an NFC tag. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#047857" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="40" r="9" />
        <circle cx="46" cy="40" r="9" />
        <path d="M18 40l9-15h12l7 15M27 25l-3-6h-4M39 25l-5 15H18" />
      </g>
      <g fill="none" stroke="#a7f3d0" strokeWidth="3" strokeLinecap="round">
        <path d="M44 14a8 8 0 0 1 8 8" />
        <path d="M44 8a14 14 0 0 1 14 14" />
      </g>
    </svg>
  );
}
