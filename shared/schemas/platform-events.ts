/**
 * Payloads of the events outside the project stream: investments, users, wallets and
 * messages. Money is whole US dollars.
 */
import * as v from 'valibot';
import { ROLES } from '../constants';
import { emailSchema, fullNameSchema } from './person';
import { dollarsSchema, equitySchema } from './project-fields';
import { plainText } from './text';

const id = v.pipe(v.string(), v.nonEmpty());
/** The same name rule as sign-up and the profile (shared/schemas/person.ts). */
const personName = fullNameSchema;

/** Stream type `investment`, stream id = the investment id. Status pending. */
export const investmentCommittedSchema = v.object({
  projectId: id,
  investorId: id,
  investorName: personName,
  amount: dollarsSchema,
  /** Equity percent bought with this amount. */
  equity: equitySchema,
});
/** The funds arrived: status completed. */
export const investmentCompletedSchema = v.object({});
/** The funds went back (failed raise or cancellation): status refunded. */
export const investmentRefundedSchema = v.object({});

/** Stream type `user`, stream id = the user id. */
export const userJoinedSchema = v.object({
  name: personName,
  email: emailSchema,
  role: v.picklist(ROLES),
});
export const userProfileUpdatedSchema = v.object({ name: personName });

/** Stream type `wallet`, stream id `wallet:<userId>`: money added to Available Balance. */
export const walletDepositedSchema = v.object({ userId: id, amount: dollarsSchema });

/** Stream type `message`, stream id = the message id. */
export const messageSentSchema = v.object({
  senderId: id,
  senderName: personName,
  recipientId: id,
  projectId: v.optional(id),
  text: v.pipe(
    v.string(),
    v.trim(),
    plainText('message', 'multiline'),
    v.nonEmpty(),
    v.maxLength(5000),
  ),
});
