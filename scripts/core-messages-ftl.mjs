// Writes the core's messages (www/core/messages.en.json, the catalog tests/codes.rs keeps current
// from src/codes.rs) into www/i18n/locales/en.ftl's section "The core's messages", one Fluent
// message a code: `core-` and the code (dots and underscores as dashes), `{name}` as
// `{ $name }`, the code's description as its comment for translators. Run it after adding a
// code (`node scripts/core-messages-ftl.mjs`), then translate the new messages in every other
// file; tests/unit/messages.test.mjs fails while en.ftl and the catalog differ.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreId } from '../www/i18n/messages.js';

const ROOT = join(import.meta.dirname, '..');
const CATALOG = join(ROOT, 'www', 'core', 'messages.en.json');
const EN = join(ROOT, 'www', 'i18n', 'locales', 'en.ftl');
export const CORE_START = "## The core's messages (errors, warnings and narration, by code)";
export const CORE_END = "# (end of the core's messages)";

/** The catalog's English template as a Fluent pattern. */
export const fluentPattern = (english) => english.replace(/\{([a-z_]+)\}/g, '{ $$$1 }');

/** The section's messages, from the catalog. */
export function coreSection(catalog) {
  const out = [];
  for (const [code, { message, params, description }] of Object.entries(catalog)) {
    const vars = params.length ? ` Fills in: ${params.map((p) => `$${p}`).join(', ')}.` : '';
    out.push(`# ${description}${vars}`, `${coreId(code)} = ${fluentPattern(message)}`);
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catalog = JSON.parse(readFileSync(CATALOG, 'utf8'));
  const text = readFileSync(EN, 'utf8');
  const start = text.indexOf(CORE_START);
  const end = text.indexOf(CORE_END);
  if (start < 0 || end < start) throw new Error(`en.ftl has no section "${CORE_START}" ... "${CORE_END}"`);
  const head = text.slice(0, start + CORE_START.length);
  writeFileSync(EN, `${head}\n\n${coreSection(catalog)}\n\n${text.slice(end)}`);
  console.log(`en.ftl: ${Object.keys(catalog).length} core messages`);
}
