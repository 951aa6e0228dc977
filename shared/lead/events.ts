/**
 * Payloads of a project's lead investor (stream type `lead`, id `lead:<projectId>`;
 * docs/before-the-raise.md#lead-investor). The lead invests on the same terms as everyone
 * else: these events name a person and their quote, and move no money.
 */
import * as v from 'valibot';
import { fullNameSchema } from '../schemas/person';
import { uuidSchema } from '../uuid';

const id = uuidSchema;

/** The longest quote a lead may give, in characters. */
export const LEAD_QUOTE_MAX = 500;

export const leadQuoteSchema = v.pipe(
  v.string('Write a quote for the project page.'),
  v.trim(),
  v.minLength(10, 'Write a quote of at least 10 characters.'),
  v.maxLength(LEAD_QUOTE_MAX, `Keep the quote to ${LEAD_QUOTE_MAX} characters.`),
);

/** The creator named an investor as the lead; they have not answered yet. */
export const leadInvitedSchema = v.object({
  projectId: id,
  investorId: id,
  investorName: fullNameSchema,
});
/** The named investor accepted, with the quote the project page shows. */
export const leadAcceptedSchema = v.object({
  projectId: id,
  investorId: id,
  quote: leadQuoteSchema,
});
export const leadDeclinedSchema = v.object({ projectId: id, investorId: id });

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const LEAD_EVENT_SCHEMAS = {
  'lead.invited': { streamType: 'lead', schema: leadInvitedSchema },
  'lead.accepted': { streamType: 'lead', schema: leadAcceptedSchema },
  'lead.declined': { streamType: 'lead', schema: leadDeclinedSchema },
} as const;
