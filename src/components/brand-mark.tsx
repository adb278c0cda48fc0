// The Seberang mark (public/icons/mark.svg, the same drawing): a car ferry crossing Lake Toba,
// the caldera's ridge behind it. Inline, so it costs no request; decorative wherever the name
// "Seberang" is written next to it.
export function BrandMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0d5c7a" />
      <path d="M0 30 L14 20 L24 26 L36 15 L50 24 L64 18 V64 H0 Z" fill="#17809f" />
      <path d="M0 44 Q8 41 16 44 T32 44 T48 44 T64 44 V64 H0 Z" fill="#0a4a63" />
      <path d="M12 38 H52 L46 47 H18 Z" fill="#ffffff" />
      <path d="M20 37 V30 H36 L41 37 Z" fill="#f5b841" />
      <path d="M10 51 Q18 48 26 51 T42 51 T58 51" stroke="#8fd3e8" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
