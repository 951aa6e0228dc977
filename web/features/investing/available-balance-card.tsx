import { LuWallet } from '../../components/icons/wallet';
import { formatCents } from '../../../shared/money/cents';
import { StatCard } from '../../components/dashboard/stat-card';
import { AddFundsDialog } from './add-funds-dialog';
import { useWallet } from './api/get-wallet';

/** The Available Balance card, read from the wallet (the ledger), with Add Funds. */
export function AvailableBalanceCard() {
  const wallet = useWallet();
  return (
    <StatCard
      label="Available Balance"
      value={wallet.status === 'success' ? formatCents(wallet.data.balanceCents) : '…'}
      icon={LuWallet}
    >
      <AddFundsDialog />
    </StatCard>
  );
}
