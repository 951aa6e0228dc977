/**
 * Payloads of the events outside the project stream: investments, users, wallets and
 * messages. Money is whole US dollars.
 */
import * as v from 'valibot';
import { ROLES } from '../constants';
import { dollarsSchema, equitySchema } from './project-fields';

const id = v.pipe(v.string(), v.nonEmpty());
const personName = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120));

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
  email: v.pipe(v.string(), v.email(), v.maxLength(254)),
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
  text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(5000)),
});
