/// <reference lib="webworker" />
/**
 * The Web Worker that renders a dashboard's first frames (./static-dashboard.ts asks,
 * ./render-static-dashboard.tsx renders): React, Chakra and the dashboard's components run
 * here, off the page's main thread, which only inserts the HTML.
 */
import { renderStaticDashboard, type StaticDashboardInput } from './render-static-dashboard';

export type StaticDashboardReply = { html: string } | { error: string };

self.onmessage = (event: MessageEvent<StaticDashboardInput>) => {
  renderStaticDashboard(event.data).then(
    (html) => self.postMessage({ html } satisfies StaticDashboardReply),
    (error: unknown) => self.postMessage({ error: String(error) } satisfies StaticDashboardReply),
  );
};
