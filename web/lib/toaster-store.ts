// The app's toast store: plain state, no component (the view is web/components/ui/toaster.tsx).
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../shared/constants';

/** The app's one toaster: 4000 ms by default, at most 3 visible (docs/product.md#notifications). */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX_VISIBLE,
});
