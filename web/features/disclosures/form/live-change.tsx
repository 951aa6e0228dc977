import { Alert } from '@chakra-ui/react';
import type { DisclosuresChange } from '../../../../shared/disclosures/api';
import { RECONFIRMATION_BUSINESS_DAYS } from '../../../../shared/offering/terms-change';
import { formatDate } from '../../../../shared/format';

/** The live offering whose disclosures a founder changes: who a change reaches. */
export interface LiveOffering {
  title: string;
  /** Investors holding a commitment now. */
  investors: number;
}

/**
 * What a change of a live offering's disclosures does, in one sentence: every change is
 * material (17 CFR 227.304(c)), so each investor who committed must reconfirm.
 */
export function liveChangeConsequence(live: LiveOffering): string {
  if (live.investors === 0) {
    return 'Nobody has committed yet, so no investor needs to reconfirm; anyone who commits later reads the new disclosures.';
  }
  const who = live.investors === 1 ? '1 investor' : `${live.investors} investors`;
  return `${who} with an open commitment will be asked to reconfirm within ${RECONFIRMATION_BUSINESS_DAYS} business days; any commitment not reconfirmed by then is cancelled and refunded.`;
}

/** The success line of a save or upload on a live offering. */
export function liveChangeOutcome(what: string, change: DisclosuresChange): string {
  if (change.changed === false) return 'Nothing changed: these are the disclosures already saved.';
  if (change.reconfirmations === 0 || !change.reconfirmBy)
    return `${what} No investor needed to reconfirm.`;
  const asked =
    change.reconfirmations === 1
      ? '1 commitment must be reconfirmed'
      : `${change.reconfirmations} commitments must be reconfirmed`;
  return `${what} ${asked} by ${formatDate(change.reconfirmBy)}.`;
}

/** Said above the form of a live offering, before anything is saved. */
export function LiveChangeNotice({ live }: { live: LiveOffering }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This offering is live: every change is a material change.</Alert.Title>
        <Alert.Description>{liveChangeConsequence(live)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
