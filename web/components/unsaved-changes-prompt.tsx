import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page without saving?';

function BlockWhileDirty({ dirty }: { dirty: boolean }) {
  // Only a move to another page asks; a change of query or hash on the same page does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * Asks before unsaved edits are lost: on a move inside the app (react-router's
 * `useBlocker`, which needs the app's data router) and on closing or reloading the tab
 * (the browser's own `beforeunload` prompt). Outside a data router (a form rendered on
 * its own in a test) only the tab prompt applies.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return dataRouter ? <BlockWhileDirty dirty={dirty} /> : null;
}
