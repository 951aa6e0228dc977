import { useState } from 'react';
import { Dialog } from '@chakra-ui/react';
import { usePageScrollLock } from './page-scroll-lock';
import { useIdlePremount } from './use-idle-premount';

interface DialogRootProps extends Dialog.RootProps {
  /**
   * Mount the closed dialog's content, hidden, once the page is idle, and keep it mounted
   * after it closes. Chakra mounts a dialog's content in one synchronous render in the
   * click that opens it (Zag's machine updates through `flushSync`): the parts' recipes,
   * their first styles and the DOM, 300 ms and more of that click at 4x CPU on a dashboard.
   * Premounted, the click only switches the parts to open. For a dialog a page's first
   * click is likely to open (Add Funds); not for one per row of a list.
   */
  premount?: boolean;
}

/**
 * Chakra's `Dialog.Root` for the app's modal dialogs, with the page's scroll locked by
 * `usePageScrollLock` instead of Zag's lock, which restyles the whole page as the dialog
 * opens (page-scroll-lock.ts says why). Controlled (`open`) or not, like `Dialog.Root`.
 *
 * Zag's `modal` is off, and what it stands for is kept part by part: the focus trap, a
 * click outside closes (not for an alert dialog), `aria-modal` on the content (set by
 * `DialogFrame`), and the backdrop, which covers the page and takes the pointer. What
 * `modal` adds beyond that is `pointer-events: none` on the body, inherited by every
 * element: in the frame after the click the browser restyled the whole dashboard for it
 * (600 elements, 35-50 ms at 4x CPU, read at once by the presence's check of the
 * animation), and again as the dialog closed.
 */
export function DialogRoot({ premount = false, ...props }: DialogRootProps) {
  const { open, defaultOpen, onOpenChange } = props;
  const [openedHere, setOpenedHere] = useState(defaultOpen ?? false);
  const premounted = useIdlePremount(premount);
  usePageScrollLock(open ?? openedHere);
  return (
    <Dialog.Root
      {...props}
      {...(premounted ? { lazyMount: false, unmountOnExit: false } : {})}
      modal={false}
      trapFocus={props.trapFocus ?? true}
      closeOnInteractOutside={props.closeOnInteractOutside ?? props.role !== 'alertdialog'}
      preventScroll={false}
      onOpenChange={(details) => {
        setOpenedHere(details.open);
        onOpenChange?.(details);
      }}
    />
  );
}
