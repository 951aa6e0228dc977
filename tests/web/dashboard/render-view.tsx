import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '../../../shared/session';
import { renderWithSession, testUser } from '../session-test-utils';

/** The signed-in creator dashboard views render for (their own projects). */
export const viewingCreator = testUser({
  id: 'creator-1',
  role: 'creator',
  email: 'creator@example.com',
});

/**
 * Renders a dashboard view (which links with react-router) inside the app's providers,
 * signed in (a creator unless told otherwise): the project actions follow the session.
 */
export function renderView(ui: ReactElement, user: SessionUser = viewingCreator) {
  return renderWithSession(<MemoryRouter>{ui}</MemoryRouter>, { user });
}
