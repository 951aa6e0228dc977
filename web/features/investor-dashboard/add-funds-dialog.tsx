import { Button, Text } from '@chakra-ui/react';
import { NoticeDialog } from '../../components/notice-dialog';

/**
 * Add Funds (spec §2 Investor). No payment rails exist yet, so instead of a button that
 * silently does nothing it explains, honestly, that funding a balance is not available.
 */
export function AddFundsDialog() {
  return (
    <NoticeDialog
      title="Add Funds"
      trigger={
        <Button size="sm" colorPalette="blue" alignSelf="flex-start">
          Add Funds
        </Button>
      }
    >
      <Text>
        Adding funds by bank transfer is coming soon. Until then your available balance cannot be
        topped up online, and no money is moved from this screen.
      </Text>
    </NoticeDialog>
  );
}
