import { PageTitle } from '../../components/page-title';
import { Watchlist } from '../../features/conversations/following/watchlist';

/** /investor/watchlist: the projects the investor follows. */
export function WatchlistPage() {
  return (
    <>
      <PageTitle title="Watchlist" />
      <Watchlist />
    </>
  );
}
