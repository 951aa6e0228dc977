import { useParams } from 'react-router';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { ConversionStatementView } from '../../features/portfolio/conversion-statement-view';

/** /investor/investments/:id/conversion: one SAFE's conversion statement. */
export function ConversionStatementPage() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Conversion statement | LaunchFund</title>
      <DashboardHeader
        title="Conversion statement"
        subtitle="What your SAFE became, at which price and under which term"
      />
      <ConversionStatementView investmentId={id} />
    </>
  );
}
