import assert from 'node:assert/strict';
import { evaluateCapture, redactCapture } from '../../../../src/core/gate/gate';
import { DedupIndex } from '../../../../src/core/gate/dedup';
import { resolveAdmissionConfig } from '../../../../src/core/gate/admission';

// A capture distilled from a prompt keeps one sentence of it; the password's cue may be in the sentence before. The
// whole prompt is the capture's source: the gate scans it, redacts what it names from the capture, and never keeps it.
describe('gate: the source a capture was distilled from', () => {
  const secret = 'Qv8' + '#lagos-ops-31';
  const prompt = `the old password is gone, we rotated it on monday. the current one for the cert repo: ${secret} — take it from the keychain, never type it in a command`;
  const sentence = `The current one for the cert repo: ${secret} — take it from the keychain, never type it in a command`;

  it('redacts a value only the source names, and drops the source', async () => {
    const out = await redactCapture({ type: 'correction', content: sentence, files: [], functions: [], domains: [], source: prompt });
    assert.ok(!out.content.includes(secret), out.content);
    assert.equal(out.source, undefined);
    assert.ok(!JSON.stringify(out).includes(secret));
  });

  it('the sentence alone names no password: the case the source is for', async () => {
    const out = await redactCapture({ type: 'correction', content: sentence, files: [], functions: [], domains: [] });
    assert.ok(out.content.includes(secret));
  });

  it("does not chase a user or host name that stood beside a password in the source", async () => {
    const password = 'Wk4' + '!ledger-stg-9';
    const out = await redactCapture({ type: 'error', content: 'Bash `psql` failed (exit 2): FATAL:  password authentication failed for user "ledger_svc"', files: [], functions: [], domains: [], source: `psql postgres://ledger_svc:${password}@db.ledger.internal:5432/ledger\nFATAL:  password authentication failed for user "ledger_svc"` });
    assert.match(out.content, /for user "ledger_svc"$/);
  });

  it("a connection string in the capture itself: its password's pieces are chased, not its scheme, user, host or database", async () => {
    const password = 'Hx2' + '-Thistle-Pass';
    const url = `postgresql://postgres.abcdefghijklm:${password}@aws-0-eu-west-2.pooler.example.com:6543/postgres`;
    const content = `Bash \`supabase db push --db-url "${url}"\` failed (exit 1): failed to connect to \`host=aws-0-eu-west-2.pooler.example.com user=postgres.abcdefghijklm database=postgres\`: failed SASL auth (FATAL: password authentication failed for user "postgres" (SQLSTATE 28P01)) — Thistle`;
    const out = await redactCapture({ type: 'error', content, files: [], functions: [], domains: [] });
    assert.ok(!out.content.includes(password) && !out.content.includes('Thistle'), out.content);
    assert.match(out.content, /^Bash `supabase db push /);
    assert.ok(out.content.includes('failed SASL auth (FATAL: password authentication failed for user "postgres" (SQLSTATE 28P01))'), out.content);
  });

  it('the audit names what the source made it redact', async () => {
    const o = await evaluateCapture({ type: 'correction', content: sentence, files: [], functions: [], domains: [], source: prompt }, new DedupIndex(), resolveAdmissionConfig({}, () => {}), Date.parse('2026-05-01T00:00:00Z'));
    assert.equal(o.gate.secrets.action, 'redacted');
    assert.ok(o.reasons.some((r) => /^secrets: redacted \d+ finding\(s\): repeated$/.test(r)), o.reasons.join(' | '));
    assert.ok(!o.capture.content.includes(secret));
  });
});
