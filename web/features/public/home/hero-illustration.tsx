/** A drawn funding dashboard: inline SVG, so the hero costs no image request. */
export function HeroIllustration() {
  const bars = [38, 52, 47, 66, 74, 92];
  return (
    // Its height follows the viewBox's proportions: the CSS height, since the attribute
    // takes only lengths (height="auto" is an error in the console).
    <svg
      viewBox="0 0 420 300"
      width="100%"
      style={{ height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="10"
        y="10"
        width="400"
        height="280"
        rx="18"
        fill="#ffffff"
        stroke="#dbeafe"
        strokeWidth="2"
      />
      <rect x="34" y="34" width="140" height="14" rx="7" fill="#1e3a8a" opacity="0.85" />
      <rect x="34" y="58" width="90" height="10" rx="5" fill="#94a3b8" />
      <rect x="290" y="32" width="96" height="32" rx="16" fill="#2563eb" />
      <rect x="306" y="44" width="64" height="8" rx="4" fill="#ffffff" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={44 + index * 56}
          y={230 - height * 1.3}
          width="34"
          height={height * 1.3}
          rx="6"
          fill={index === bars.length - 1 ? '#2563eb' : '#93c5fd'}
        />
      ))}
      <path d="M34 236 H386" stroke="#e2e8f0" strokeWidth="2" />
      <rect x="34" y="252" width="352" height="12" rx="6" fill="#e2e8f0" />
      <rect x="34" y="252" width="262" height="12" rx="6" fill="#22c55e" />
    </svg>
  );
}
