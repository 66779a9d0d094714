// The build minifies the element's stylesheet strings (scripts/build.mjs minifyCssStrings):
// the minified string must hold the same stylesheet, escapes included ("\\00a0" in the source
// is the CSS escape \00a0), for each of the element's three.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { minifyCssStrings } from "../../scripts/build.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const FILES = ["www/widget/style.js", "www/widget/analyze.js", "www/widget/design-mode.js"];

/** The `export const ...CSS` strings of a module's text, as their values. */
function cssValues(text) {
  return [...text.matchAll(/^export const ([A-Z_]*CSS) = (`[^`]*`);$/gm)].map(([, name, literal]) => [name, new Function(`return ${literal};`)()]);
}

/** A stylesheet as esbuild prints it minified: two texts with the same rules print the same. */
const canonical = async (css) => (await esbuild.transform(css, { loader: "css", minify: true })).code;

for (const file of FILES) {
  test(`${file}: its stylesheet string minified holds the same rules`, async () => {
    const source = readFileSync(root + file, "utf8");
    const before = cssValues(source);
    assert.ok(before.length > 0, "the module has a stylesheet string");
    const after = cssValues(await minifyCssStrings(esbuild, source, file));
    assert.deepEqual(after.map(([name]) => name), before.map(([name]) => name));
    for (let i = 0; i < before.length; i++) {
      assert.ok(after[i][1].length < before[i][1].length * 0.9, `${before[i][0]} is smaller: ${after[i][1].length} of ${before[i][1].length}`);
      assert.equal(await canonical(after[i][1]), await canonical(before[i][1]));
    }
  });
}

test("a stylesheet string that interpolates is left as written", async () => {
  const source = "export const X_CSS = `a { color: ${'red'}; }`;\n";
  assert.equal(await minifyCssStrings(esbuild, source, "x.js"), source);
});

test("an escape survives: the value keeps its CSS escape (\\00a0 and \\a0 are one character)", async () => {
  const source = 'export const CSS = `\n.a::before {\n  content: "\\\\00a0";\n}\n`;\n';
  const [[, value]] = cssValues(await minifyCssStrings(esbuild, source, "x.js"));
  assert.equal(value, '.a:before{content:"\\a0"}');
});
