import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

/**
 * Add Funds (spec §2 Investor). No payment rails exist yet, so instead of a button that
 * silently does nothing it explains, honestly, that funding a balance is not available.
 */
export function AddFundsDialog() {
  return (
    <Dialog.Root placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="blue" alignSelf="flex-start">
          Add Funds
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add Funds</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Adding funds by bank transfer is coming soon. Until then your available balance
                cannot be topped up online, and no money is moved from this screen.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
