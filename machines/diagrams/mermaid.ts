import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

/** The Mermaid id of a state: its path under the machine, joined with `_` (ids must be unique). */
function idOf(node: AnyStateNode): string {
  return node.path.length === 0 ? '[*]' : node.path.join('_');
}

function guardName(transition: Transition): string | null {
  const guard: unknown = transition.guard;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return String((guard as { type: unknown }).type);
  }
  return 'guard';
}

/** A readable label for XState's internal event names (invoke results, delays). */
function eventLabel(
  node: AnyStateNode,
  eventType: string,
  delays: Record<string, unknown>,
): string {
  for (const invoke of node.invoke) {
    if (eventType === `xstate.done.actor.${invoke.id}`) return `done ${String(invoke.src)}`;
    if (eventType === `xstate.error.actor.${invoke.id}`) return `error ${String(invoke.src)}`;
  }
  const after = node.after.find((delayed) => delayed.eventType === eventType);
  if (after) {
    const delay = after.delay;
    const ms = typeof delay === 'number' ? delay : delays[String(delay)];
    return typeof ms === 'number' ? `after ${ms} ms` : `after ${String(delay)}`;
  }
  return eventType;
}

function edge(from: AnyStateNode, transition: Transition, label: string): string[] {
  const guard = guardName(transition);
  const text = guard ? `${label} [${guard}]` : label;
  const targets = transition.target ?? [from];
  return targets.map((target: AnyStateNode) => `  ${idOf(from)} --> ${idOf(target)} : ${text}`);
}

function describeStates(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    const id = idOf(child);
    const tags = child.tags.length > 0 ? ` (${child.tags.join(', ')})` : '';
    if (Object.keys(child.states).length > 0) {
      // A composite state carries its tags in its label: Mermaid has no description line
      // for composites.
      lines.push(`${indent}state "${child.key}${tags}" as ${id} {`);
      describeStates(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    } else if (id !== child.key || tags) {
      lines.push(`${indent}state "${child.key}${tags}" as ${id}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  }
}

function describeTransitions(
  node: AnyStateNode,
  delays: Record<string, unknown>,
  lines: string[],
): void {
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    for (const [eventType, transitions] of child.transitions) {
      const label = eventLabel(child, eventType, delays);
      for (const transition of transitions) lines.push(...edge(child, transition, label));
    }
    for (const transition of child.always ?? []) lines.push(...edge(child, transition, 'always'));
    describeTransitions(child, delays, lines);
  }
}

/** Transitions declared on the machine itself: they apply in every state. */
function rootTransitions(machine: AnyStateMachine): string[] {
  const items: string[] = [];
  for (const [eventType, transitions] of machine.root.transitions) {
    for (const transition of transitions as Transition[]) {
      const guard = guardName(transition);
      const target = transition.target?.map((node: AnyStateNode) => idOf(node)).join(', ');
      items.push(
        `- \`${eventType}\`${guard ? ` [${guard}]` : ''}${target ? ` → ${target}` : ' (stays)'}`,
      );
    }
  }
  for (const invoke of machine.root.invoke) {
    items.push(`- invokes \`${String(invoke.src)}\` for the machine's whole life`);
  }
  return items;
}

/** A Mermaid `stateDiagram-v2` of a machine, generated from its definition. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  describeStates(machine.root, '  ', lines);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  describeTransitions(machine.root, delays, lines);
  return lines.join('\n');
}

export interface DocumentedMachine {
  machine: AnyStateMachine;
  /** Where the definition lives, relative to machines/. */
  file: string;
  summary: string;
}

/** The whole machines/README.md, generated from the machine definitions. */
export function renderMachinesReadme(machines: DocumentedMachine[]): string {
  const parts = [
    '# State machines',
    '',
    'Every lifecycle with more than two states is an XState v5 machine here, built with',
    '`setup({ types, actions, guards, actors })`; every side effect is a named actor or',
    'action that `web/` (or `worker/`) supplies with `.provide()`. The configs are static',
    "literals, so Stately's editor and inspector read them. In development, open the app with",
    '`?inspect` (or set `VITE_INSPECT=true`) to watch the session machine in the Stately',
    'inspector. Tags are shown in brackets after a state name (`loading` is the session',
    "machine's loading flag of spec §4).",
    '',
    '<!-- Generated by `npm run machines:diagrams` from the machine definitions. Do not edit',
    'by hand: tests/machines/machine-diagrams.test.ts fails when this file is stale. -->',
  ];
  for (const { machine, file, summary } of machines) {
    parts.push('', `## ${machine.id}`, '', `[\`${file}\`](${file}): ${summary}`, '');
    parts.push('```mermaid', toMermaid(machine), '```');
    const global = rootTransitions(machine);
    if (global.length > 0) parts.push('', 'In every state:', '', ...global);
  }
  return `${parts.join('\n')}\n`;
}
