import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * The current content width of an element, kept up to date with a ResizeObserver, so a
 * fixed-size nivo chart can fill its column. 0 until measured (and always 0 in jsdom,
 * which does no layout: tests pass the chart a fixed width instead).
 *
 * Only the observer measures, never a read of the layout in the commit: on a dashboard's
 * start that read made the browser lay out the whole new page inside React's commit, one
 * long task; the observer's first answer comes with the frame's own layout, and the
 * chart's box keeps its height meanwhile (no layout shift).
 *
 * The width arrives as a transition: drawing a nivo chart is long, and on a dashboard's
 * start it often lands when the visitor first clicks. As a transition React draws it in
 * slices and sets it aside for the click's own update, which paints first.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
