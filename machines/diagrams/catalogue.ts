import { contactFormMachine } from '../contact-form/contact-form.machine';
import { investmentMachine } from '../investment';
import { offeringMachine } from '../offering';
import { passwordResetMachine } from '../password-reset/password-reset.machine';
import { projectLifecycleMachine } from '../project-lifecycle';
import { routeGuardMachine } from '../route-guard/route-guard.machine';
import { sessionMachine } from '../session/session.machine';
import { signupMachine } from '../signup/signup.machine';
import type { DocumentedMachine } from './mermaid';

/** Every machine the README documents, in reading order. */
export const documentedMachines: DocumentedMachine[] = [
  {
    machine: sessionMachine,
    file: 'session/session.machine.ts',
    summary:
      'restore, sign-in, sign-up, sign-out, password recovery and every supabase-js auth event (spec §4). Tag `loading` is the spec loading flag.',
  },
  {
    machine: routeGuardMachine,
    file: 'route-guard/route-guard.machine.ts',
    summary: 'the guard in front of every protected route (spec §6), decided per render.',
  },
  {
    machine: signupMachine,
    file: 'signup/signup.machine.ts',
    summary: 'the signup form: validation, password mismatch, submit, outcome (spec §2, §5).',
  },
  {
    machine: contactFormMachine,
    file: 'contact-form/contact-form.machine.ts',
    summary: "the contact form: 'Sending...' for 1000 ms, then confirmed and cleared (spec §4).",
  },
  {
    machine: passwordResetMachine,
    file: 'password-reset/password-reset.machine.ts',
    summary: 'the forgot-password request; the same answer whether or not the account exists.',
  },
  {
    machine: projectLifecycleMachine,
    file: 'project-lifecycle/project-lifecycle.machine.ts',
    summary: 'a project from draft through review to a live raise and its end.',
  },
  {
    machine: investmentMachine,
    file: 'investment/investment.machine.ts',
    summary:
      'one investment commitment: committed, cancelled until 48 hours before the end, reconfirmed after a material change, settled or refunded at the close.',
  },
  {
    machine: offeringMachine,
    file: 'offering/offering.machine.ts',
    summary:
      'one offering: open, an early close noticed, closing at the deadline to funded or failed, or withdrawn by its creator.',
  },
];
