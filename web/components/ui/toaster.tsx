import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy';
import { PartBoundary } from '../part-boundary';
import { toaster } from '../../lib/toaster-store';

export { toaster };

// Zag's toast store, its machines and the components are not needed until something is
// said: a page that never shows a toast never loads them. The view's module makes the
// store and takes every toast said before it arrived (web/lib/toaster-store.ts); Zag's
// toast group reads the store's visible toasts when it starts.
// If its download fails, the next toast downloads it again (the toasts said meanwhile
// wait in the store, and show once it is in).
const ToasterView = retryableLazy(() => import('./toaster-view').then((m) => m.default));

/** In place of the toasts while their code could not be downloaded: retries on the next one. */
function RetryOnNextToast({ retry }: { retry: () => void }) {
  useEffect(() => toaster.subscribe(retry), [retry]);
  return null;
}

export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <PartBoundary what="the notifications" fallback={(retry) => <RetryOnNextToast retry={retry} />}>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </PartBoundary>
  );
}
