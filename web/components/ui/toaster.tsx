import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

export { toaster };

// The toast machine and its components are not needed until something is said: a page
// that never shows a toast never loads them. The view shows every toast created before it
// arrived (Zag's toast group reads the store's visible toasts when it starts).
const ToasterView = lazy(() => import('./toaster-view'));

export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
