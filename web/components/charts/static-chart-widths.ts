import { createContext } from 'react';

/**
 * Chart widths by the chart's label, for a render with no layout to measure (a
 * dashboard's first frames are rendered in a Web Worker: web/app/static-dashboard.ts).
 * The app's own charts measure their column and never read it.
 */
export const StaticChartWidths = createContext<Readonly<Record<string, number>>>({});
