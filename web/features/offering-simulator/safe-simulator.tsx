import { Skeleton, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { LazyPart } from '../../components/part-boundary';
import { retryableLazy } from '../../lib/retryable-lazy';
import { useSimulatorOffering } from './api/get-offering';
import { useOutsideSafes } from './api/get-outside-safes';

// The form and its maths load only when the tab is opened, not with the project page.
// If its download fails, the simulator says so and its "Try again" downloads it again.
const SafeSimulatorForm = retryableLazy(() =>
  import('./safe-simulator-form').then((module) => module.SafeSimulatorForm),
);

function Loading() {
  return <Skeleton height="40" aria-busy="true" aria-label="Loading the SAFE simulator" />;
}

/** The SAFE simulator of a project page, on the offering's recorded (or default) terms. */
export function SafeSimulator({ slug }: { slug: string }) {
  const offering = useSimulatorOffering(slug);
  const outside = useOutsideSafes(slug);
  if (offering.status === 'loading' || outside.status === 'loading') return <Loading />;
  if (offering.status === 'error') {
    return offering.error.status === 404 ? (
      <Text color="fg.muted">This project has no SAFE offering to simulate.</Text>
    ) : (
      <LoadError what="the SAFE terms" message={offering.error.message} onRetry={offering.retry} />
    );
  }
  return (
    <LazyPart what="the SAFE simulator" loading={<Loading />}>
      <SafeSimulatorForm
        offering={offering.data.offering}
        outsideSafes={outside.status === 'success' ? outside.data.outsideSafes : null}
      />
    </LazyPart>
  );
}
