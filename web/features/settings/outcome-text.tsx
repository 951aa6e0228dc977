import { Text } from '@chakra-ui/react';
import type { Outcome } from './settings-client';

/** A section's result: a polite status on success, an alert when refused. */
export function OutcomeText({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.fg' : 'red.fg'}>
      {outcome.text}
    </Text>
  );
}
