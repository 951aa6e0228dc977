import {
  conversionPaths,
  type InvestorConversionResponse,
  type PortfolioResponse,
} from '../../../shared/conversion/api';
import { useApiQuery } from '../../lib/api-query';

/** GET /api/portfolio: the investor's settled SAFEs, each with its status and value. */
export function usePortfolio() {
  return useApiQuery<PortfolioResponse>(conversionPaths.portfolio, { signedIn: true });
}

/** GET /api/portfolio/:id/conversion: what one SAFE became. */
export function useConversionStatement(investmentId: string) {
  return useApiQuery<InvestorConversionResponse>(conversionPaths.statement(investmentId), {
    signedIn: true,
  });
}
