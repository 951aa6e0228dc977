/**
 * The app's Chakra system carries only the recipes of the components it uses
 * (web/theme/chakra-theme.ts). A component whose recipe is missing renders unstyled
 * without any error, so this test finds every recipe the app can reach: the Chakra
 * components imported anywhere in web/ (and the Chakra modules those render), and the
 * app's own useRecipe/useSlotRecipe calls; each must be in the app's system whenever
 * Chakra's default theme has one for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../web/theme/system';

// Vitest runs from the repository's root (jsdom's import.meta.url is not a file URL).
const repo = process.cwd();
const chakraDist = path.join(repo, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported from '@chakra-ui/react', and recipe keys the app asks for itself. */
function appUses(): { names: Set<string>; keys: Set<string> } {
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const file of sourceFiles(path.join(repo, 'web'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, list = ''] of source.matchAll(
      /import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
    for (const [, key = ''] of source.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'([^']+)'/g)) {
      keys.add(key);
    }
  }
  return { names, keys };
}

/** Chakra's index: each exported name to the module files that define it. */
function chakraModules(): Map<string, string[]> {
  const index = readFileSync(path.join(chakraDist, 'index.js'), 'utf8');
  const modules = new Map<string, string[]>();
  for (const [, list = '', from = ''] of index.matchAll(/export \{([^}]+)\} from '(\.[^']+)'/g)) {
    for (const part of list.split(',')) {
      const [name = '', alias] = part.trim().split(/\s+as\s+/);
      modules.set((alias ?? name).trim(), [path.join(chakraDist, from)]);
    }
  }
  // Namespaces (Dialog, Table...): every file of the component's folder.
  for (const [, local = '', from = ''] of index.matchAll(
    /import \* as ([\w$]+) from '(\.[^']+)'/g,
  )) {
    const exported = new RegExp(`export \\{ ${local.replace('$', '\\$')} as (\\w+) \\}`).exec(
      index,
    );
    if (!exported?.[1]) continue;
    const dir = path.dirname(path.join(chakraDist, from));
    modules.set(
      exported[1],
      readdirSync(dir).map((file) => path.join(dir, file)),
    );
  }
  return modules;
}

/** Recipe keys a Chakra module and the Chakra components it imports ask for. */
function recipeKeysFrom(files: string[], keys: Set<string>): void {
  const queue = [...files];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, key = ''] of source.matchAll(/key: "([^"]+)"/g)) keys.add(key);
    for (const [, from = ''] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.join(path.dirname(file), from);
      if (target.includes(`${path.sep}components${path.sep}`)) queue.push(target);
    }
  }
}

describe('the app’s Chakra theme', () => {
  const { names, keys } = appUses();
  const modules = chakraModules();
  for (const name of names) recipeKeysFrom(modules.get(name) ?? [], keys);
  const styled = [...keys].filter(
    (key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key),
  );

  it('finds the components the app renders', () => {
    expect(styled).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'toast', 'tabs']));
  });

  it.each(styled)('has the recipe %s', (key) => {
    expect(system.isRecipe(key) || system.isSlotRecipe(key)).toBe(true);
  });

  it('leaves out the recipes of components the app does not use', () => {
    expect(system.isSlotRecipe('carousel')).toBe(false);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
