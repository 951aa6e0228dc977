import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateNode } from 'xstate';
import { documentedMachines } from '../../machines/diagrams/catalogue';
import { renderMachinesReadme, toMermaid } from '../../machines/diagrams/mermaid';
import { contactFormMachine } from '../../machines/contact-form/contact-form.machine';
import { sessionMachine } from '../../machines/session/session.machine';

const readme = readFileSync(new URL('../../machines/README.md', import.meta.url), 'utf8');

function allStates(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.flatMap((child) => [child, ...allStates(child)]);
}

describe('machines/README.md', () => {
  it('is up to date with the machine definitions (run `npm run machines:diagrams`)', () => {
    expect(readme).toBe(renderMachinesReadme(documentedMachines));
  });

  it('draws every state of every machine', () => {
    for (const { machine } of documentedMachines) {
      const diagram = toMermaid(machine);
      for (const state of allStates(machine.root)) {
        expect(diagram, `${machine.id}.${state.path.join('.')}`).toContain(state.path.join('_'));
      }
    }
  });

  it('labels delays with their duration, invoke results with the actor, and guards', () => {
    // No product machine waits on a timer any more (the contact form now sends for real),
    // so a small one shows how delays are labelled.
    const timed = createMachine({
      id: 'timed',
      initial: 'waiting',
      states: { waiting: { after: { 1000: 'done' } }, done: {} },
    });
    expect(toMermaid(timed)).toContain('waiting --> done : after 1000 ms');
    expect(toMermaid(contactFormMachine)).toContain('sending --> sent : done sendMessage');
    const session = toMermaid(sessionMachine);
    expect(session).toContain('restoring --> loadingProfile : done restoreSession [hasSession]');
    expect(session).toContain('signingOut --> signedIn : error signOut');
    expect(session).toContain('state "signingIn (loading)" as signingIn');
    expect(session).toContain('state "loadingProfile" as loadingProfile {');
    expect(session).toContain('state "afterSync (resolving)" as loadingProfile_afterSync');
  });
});
