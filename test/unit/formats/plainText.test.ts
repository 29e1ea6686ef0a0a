import assert from 'node:assert/strict';
import fc from 'fast-check';
import { plainText } from '../../../src/formats/entryBuild';

// The definition of plain text, every rule applied to every line; plainText skips lines none can change.
function reference(lines: string[]): string {
  return lines
    .filter((l) => !/^\s*(`{3,}|~{3,})/.test(l) && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(l))
    .map((l) => l.replace(/^\s*#{1,6}\s+/, '').replace(/^\s*>+\s?/, '').replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '').replace(/\*\*|`/g, '').replace(/<!--.*?-->/g, '').replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

describe('plainText', () => {
  it('equals the every-rule-on-every-line definition on markup-heavy random lines', () => {
    const unit = fc.constantFrom('a', 'é', '不', ' ', '  ', '\t', '#', '>', '-', '*', '+', '•', '1', '.', ')', '`', '<', '!', '\u00a0', '\u3000', '_', '~', '\n');
    fc.assert(fc.property(fc.array(fc.string({ unit, maxLength: 14 }), { maxLength: 8 }), (lines) => assert.equal(plainText(lines), reference(lines))), { numRuns: 5000 });
  });

  it('strips markers and keeps ordinary lines as written', () => {
    assert.equal(plainText(['## Fix', '- use **pnpm**', 'plain words here', '> quoted `code`', '```', '<!-- c --> tail']), 'Fix\nuse pnpm\nplain words here\nquoted code\ntail');
  });
});
