import { LuWallet } from 'react-icons/lu';
import { formatCents } from '../../../shared/money/cents';
import { StatCard } from '../../components/dashboard/stat-card';
import { AddFundsDialog } from './add-funds-dialog';
import { useWallet } from './api/get-wallet';

/**
 * The dashboard's Available Balance card, read from the wallet (the ledger), with Add
 * Funds. `fallbackCents` is shown until the wallet has loaded.
 */
export function AvailableBalanceCard({ fallbackCents }: { fallbackCents?: number }) {
  const wallet = useWallet();
  const cents = wallet.status === 'success' ? wallet.data.balanceCents : fallbackCents;
  return (
    <StatCard
      label="Available Balance"
      value={cents === undefined ? '…' : formatCents(cents)}
      icon={LuWallet}
    >
      <AddFundsDialog />
    </StatCard>
  );
}
