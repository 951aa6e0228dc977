/**
 * The registry of domain events: every event type, the stream type it belongs to and
 * the valibot schema of its payload. The event store validates every append against it.
 */
import * as v from 'valibot';
import {
  investmentCommittedSchema,
  investmentCompletedSchema,
  messageSentSchema,
  userJoinedSchema,
  userProfileUpdatedSchema,
  walletDepositedSchema,
} from './schemas/platform-events';
import {
  projectApprovedSchema,
  projectChangesRequestedSchema,
  projectDetailsEditedSchema,
  projectDraftedSchema,
  projectFailedSchema,
  projectFeaturedSchema,
  projectFundedSchema,
  projectRejectedSchema,
  projectSubmittedSchema,
  projectUpdatePostedSchema,
  projectViewedSchema,
  projectDeletedSchema,
  projectWithdrawnSchema,
  projectOfferingWithdrawnSchema,
} from './schemas/project-events';
import {
  depositReceivedSchema,
  investmentCancelledSchema,
  investmentSignedSchema,
  investorProfileStatedSchema,
  offeringTermsSetSchema,
} from './investing/events';
import { CLOSING_EVENT_SCHEMAS } from './closing/events';
import { CONVERSATION_EVENT_SCHEMAS } from './conversations/events';
import { offeringTermsChangedSchema } from './offering/terms-change';
import {
  investmentLapsedSchema,
  investmentReconfirmationRequiredSchema,
  investmentReconfirmedSchema,
} from './investing/reconfirmation-events';
import { USER_ADMIN_EVENT_SCHEMAS } from './schemas/user-admin-events';
import { contactMessageHandledSchema, contactMessageReceivedSchema } from './schemas/contact-api';
import { IDENTITY_EVENT_SCHEMAS } from './identity/events';
import { ACCREDITATION_EVENT_SCHEMAS } from './identity/accreditation';
import { NOTIFY_EVENT_SCHEMAS } from './notify/events';
import { RESERVATION_EVENT_SCHEMAS } from './reservations/events';
import { LEAD_EVENT_SCHEMAS } from './lead/events';
import { CONVERSION_EVENT_SCHEMAS } from './conversion/events';
import { DISCLOSURE_EVENT_SCHEMAS } from './disclosures/events';
import { ANNUAL_REPORT_EVENT_SCHEMAS } from './reporting/events';

export const EVENT_SCHEMAS = {
  'project.drafted': { streamType: 'project', schema: projectDraftedSchema },
  'project.details_edited': { streamType: 'project', schema: projectDetailsEditedSchema },
  'project.submitted': { streamType: 'project', schema: projectSubmittedSchema },
  'project.changes_requested': { streamType: 'project', schema: projectChangesRequestedSchema },
  'project.approved': { streamType: 'project', schema: projectApprovedSchema },
  'project.rejected': { streamType: 'project', schema: projectRejectedSchema },
  'project.funded': { streamType: 'project', schema: projectFundedSchema },
  'project.failed': { streamType: 'project', schema: projectFailedSchema },
  'project.withdrawn': { streamType: 'project', schema: projectWithdrawnSchema },
  'project.offering_withdrawn': { streamType: 'project', schema: projectOfferingWithdrawnSchema },
  'project.deleted': { streamType: 'project', schema: projectDeletedSchema },
  'project.featured': { streamType: 'project', schema: projectFeaturedSchema },
  'project.update_posted': { streamType: 'project', schema: projectUpdatePostedSchema },
  'project.viewed': { streamType: 'project-views', schema: projectViewedSchema },
  // A commitment signed on the platform (ledger shape). The whole-dollar shape of older
  // logs (earlier seeds, the scale bench's import) still parses so such a log replays;
  // no read model takes it (worker/projections.ts) and the product never writes it
  // (tests/scripts/one-money-model.test.ts).
  'investment.committed': {
    streamType: 'investment',
    schema: v.union([investmentSignedSchema, investmentCommittedSchema]),
  },
  'investment.cancelled': { streamType: 'investment', schema: investmentCancelledSchema },
  'investment.completed': { streamType: 'investment', schema: investmentCompletedSchema },
  'user.joined': { streamType: 'user', schema: userJoinedSchema },
  'user.profile_updated': { streamType: 'user', schema: userProfileUpdatedSchema },
  'wallet.deposited': { streamType: 'wallet', schema: walletDepositedSchema },
  'message.sent': { streamType: 'message', schema: messageSentSchema },
  'offering.terms_set': { streamType: 'offering', schema: offeringTermsSetSchema },
  'offering.terms_changed': { streamType: 'offering', schema: offeringTermsChangedSchema },
  'investment.reconfirmation_required': {
    streamType: 'investment',
    schema: investmentReconfirmationRequiredSchema,
  },
  'investment.reconfirmed': { streamType: 'investment', schema: investmentReconfirmedSchema },
  'investment.lapsed': { streamType: 'investment', schema: investmentLapsedSchema },
  'investor.profile_stated': { streamType: 'investor', schema: investorProfileStatedSchema },
  'deposit.received': { streamType: 'deposit', schema: depositReceivedSchema },
  ...CONVERSATION_EVENT_SCHEMAS,
  ...CLOSING_EVENT_SCHEMAS,
  ...USER_ADMIN_EVENT_SCHEMAS,
  ...NOTIFY_EVENT_SCHEMAS,
  'contact.message_received': { streamType: 'contact', schema: contactMessageReceivedSchema },
  'contact.message_handled': { streamType: 'contact', schema: contactMessageHandledSchema },
  ...IDENTITY_EVENT_SCHEMAS,
  ...ACCREDITATION_EVENT_SCHEMAS,
  ...RESERVATION_EVENT_SCHEMAS,
  ...LEAD_EVENT_SCHEMAS,
  ...CONVERSION_EVENT_SCHEMAS,
  ...DISCLOSURE_EVENT_SCHEMAS,
  ...ANNUAL_REPORT_EVENT_SCHEMAS,
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type StreamType = (typeof EVENT_SCHEMAS)[EventType]['streamType'];
export type EventPayload<T extends EventType> = v.InferOutput<(typeof EVENT_SCHEMAS)[T]['schema']>;

/** A domain event before it is stored: its type and validated payload. */
export type DomainEvent = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

/** True when `type` names a registered event. */
export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_SCHEMAS, type);
}

/**
 * Validates a payload against its event type's schema. Returns the parsed payload, or
 * the first issue's message when it does not fit.
 */
export function parseEventPayload<T extends EventType>(
  type: T,
  payload: unknown,
): { ok: true; payload: EventPayload<T> } | { ok: false; message: string } {
  const result = v.safeParse(EVENT_SCHEMAS[type].schema, payload);
  if (result.success) return { ok: true, payload: result.output as EventPayload<T> };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.');
  return { ok: false, message: path ? `${path}: ${issue.message}` : issue.message };
}
