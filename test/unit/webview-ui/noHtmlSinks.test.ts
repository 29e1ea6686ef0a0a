// A guard for the house rule that learning text is data: the webview code never hands a string to
// an HTML parser. If a future change needs markup, it must build it with DOM APIs instead.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '..', '..', '..', 'webview-ui');
const SINKS = /\.(innerHTML|outerHTML)\s*[+]?=|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser|\beval\(|new Function\(/;

describe('dashboard webview: no HTML sinks', () => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

  it('has webview sources to check', () => {
    assert.ok(files.includes('main.ts'));
  });

  for (const f of files) {
    it(`${f} parses no strings as HTML or code`, () => {
      const code = readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l));
      const hits = code.filter((l) => SINKS.test(l));
      assert.deepEqual(hits, []);
    });
  }
});
