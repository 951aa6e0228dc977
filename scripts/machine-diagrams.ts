/**
 * Writes machines/README.md: one Mermaid state diagram per machine, generated from the
 * machine definitions. `--check` only reports whether the file is up to date (exit 1 if not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentedMachines } from '../machines/diagrams/catalogue';
import { renderMachinesReadme } from '../machines/diagrams/mermaid';

const readmePath = path.resolve(import.meta.dirname, '../machines/README.md');
const expected = renderMachinesReadme(documentedMachines);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(readmePath, 'utf8');
  } catch {
    // A missing README is simply stale.
  }
  if (current !== expected) {
    console.error('machines/README.md is stale: run `npm run machines:diagrams`.');
    process.exit(1);
  }
  console.log('machines/README.md is up to date.');
} else {
  writeFileSync(readmePath, expected);
  console.log(`Wrote ${documentedMachines.length} diagrams to machines/README.md.`);
}
