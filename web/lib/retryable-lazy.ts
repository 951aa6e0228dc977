import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** Renews a lazy part whose download failed, so that its next render downloads it again. */
type Renew = () => void;

/** The parts whose last download failed, each with how to start it afresh. */
const failedParts = new Set<Renew>();

/**
 * A lazily loaded component that can load again after its download failed. React.lazy
 * keeps a rejected import forever (every later render throws the same error), so a
 * "Try again" button could never succeed with it: this one swaps in a fresh React.lazy
 * when retryFailedParts() is called, and its next render calls `load` again.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(renew);
          throw error;
        },
      ),
    );
  let current = fresh();
  const renew: Renew = () => {
    current = fresh();
  };
  return function RetryableLazy(props: P) {
    return createElement(current, props);
  };
}

/**
 * Lets every lazy part whose download failed try again on its next render (an error
 * boundary's "Try again" calls it, then renders its children again). Parts that loaded, or
 * are loading, are left alone.
 */
export function retryFailedParts(): void {
  for (const renew of failedParts) renew();
  failedParts.clear();
}
