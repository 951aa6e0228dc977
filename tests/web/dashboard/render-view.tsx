import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../render';

/** Renders a dashboard view (which links with react-router) inside the app's providers. */
export function renderView(ui: ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}
