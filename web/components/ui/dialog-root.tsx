import { useState } from 'react';
import { Dialog } from '@chakra-ui/react';
import { usePageScrollLock } from './page-scroll-lock';

/**
 * Chakra's `Dialog.Root` for the app's modal dialogs, with the page's scroll locked by
 * `usePageScrollLock` instead of Zag's lock, which restyles the whole page as the dialog
 * opens (page-scroll-lock.ts says why). Controlled (`open`) or not, like `Dialog.Root`.
 */
export function DialogRoot(props: Dialog.RootProps) {
  const { open, defaultOpen, onOpenChange } = props;
  const [openedHere, setOpenedHere] = useState(defaultOpen ?? false);
  usePageScrollLock(open ?? openedHere);
  return (
    <Dialog.Root
      {...props}
      preventScroll={false}
      onOpenChange={(details) => {
        setOpenedHere(details.open);
        onOpenChange?.(details);
      }}
    />
  );
}
