import { Box } from '@chakra-ui/react';
import { OFFICE } from './contact-details';

/**
 * A drawn map of the office's block: local SVG, so no third-party map script, tracker or
 * request (the CSP allows only our own origin).
 */
export function MapPlaceholder() {
  return (
    <Box borderWidth="1px" rounded="lg" overflow="hidden" bg="gray.50">
      <svg
        role="img"
        aria-label={`Map showing our office at ${OFFICE.street}, ${OFFICE.city}`}
        viewBox="0 0 400 240"
        width="100%"
        preserveAspectRatio="xMidYMid slice"
        // The height follows the width by CSS: "auto" is no SVG length (browsers log an error).
        style={{ display: 'block', height: 'auto', aspectRatio: '5 / 3' }}
      >
        <rect width="400" height="240" fill="#eef2f7" />
        <rect x="250" y="150" width="150" height="90" fill="#d9ecd9" />
        <path d="M0 190 L400 40" stroke="#ffffff" strokeWidth="22" />
        <path d="M0 190 L400 40" stroke="#f5d98b" strokeWidth="4" />
        {[60, 140, 220, 300].map((x) => (
          <path key={x} d={`M${x} 0 L${x + 40} 240`} stroke="#ffffff" strokeWidth="10" />
        ))}
        {[70, 160].map((y) => (
          <path key={y} d={`M0 ${y} L400 ${y + 20}`} stroke="#ffffff" strokeWidth="10" />
        ))}
        <text x="268" y="60" fontSize="11" fill="#4a5568" transform="rotate(-20 268 60)">
          Market St
        </text>
        <g transform="translate(200 104)">
          <path
            d="M0 0 C-14 -18 -14 -34 0 -40 C14 -34 14 -18 0 0 Z"
            fill="#2563eb"
            stroke="#1e3a8a"
            strokeWidth="2"
          />
          <circle cx="0" cy="-26" r="5" fill="#ffffff" />
        </g>
        <rect x="140" y="112" width="120" height="24" rx="6" fill="#ffffff" stroke="#cbd5e0" />
        <text x="200" y="128" fontSize="11" textAnchor="middle" fill="#1a202c">
          LaunchFund HQ
        </text>
      </svg>
    </Box>
  );
}
