/**
 * The focus ring of a native control that is visually hidden (a radio button, a
 * checkbox) drawn on the mark that follows it, as Chakra's recipes draw it on the mark of
 * Ark's controls (which set `data-focus-visible` on it).
 */
export const FOCUS_RING_AFTER_HIDDEN_INPUT = {
  'input:focus-visible + &': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
} as const;
