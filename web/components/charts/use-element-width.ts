import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The current content width of an element, kept up to date with a ResizeObserver, so a
 * fixed-size nivo chart can fill its column. 0 until measured (and always 0 in jsdom,
 * which does no layout: tests pass the chart a fixed width instead).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
