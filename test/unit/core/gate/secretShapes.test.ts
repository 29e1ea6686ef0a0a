// Secret and personal-data shapes (secretPatterns.ts, piiPatterns.ts, secretShapes.ts): every red-team shape
// loses its value, and what only looks like a phone or a card (versions, dates, hashes, ports) is kept.
import assert from 'node:assert/strict';
import { capForScan, MAX_SCAN_CHARS, scanText, scanTextSync } from '../../../../src/core/gate/secrets';
import { cardValid } from '../../../../src/core/gate/secretPatterns';
import { buildRedTeamShapes } from '../../../fixtures/secrets/redTeamShapes';

describe('core/gate: secret and personal-data shapes', () => {
  const shapes = buildRedTeamShapes();

  it(`redacts every shape (${shapes.length}) with secretlint and with the synchronous rules alone`, async () => {
    assert.ok(shapes.length >= 60);
    const leaked: string[] = [];
    for (const s of shapes) {
      const full = (await scanText(s.text)).text;
      const sync = scanTextSync(s.text).text;
      for (const n of s.needles) {
        if (full.includes(n)) leaked.push(`${s.name} (full)`);
        if (sync.includes(n)) leaked.push(`${s.name} (sync)`);
      }
    }
    assert.deepEqual(leaked, []);
  });

  it('keeps versions, dates, times, hashes, line:col, ports, IPs, sizes and ids that only look like phones or cards', () => {
    const keep = [
      'Upgrade to 1.2.3, then 10.15.30 and v4.17.21; 1.0.0-beta.12 broke',
      'Released 2024-01-15, again on 15.01.2024 and 01/15/2024 at 12:30:45',
      'See src/app.ts:120:14 and lib/x.py:88',
      'Listen on localhost:3000, proxy 127.0.0.1:8080, db 192.168.100.200:5432',
      'Commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b and sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'The upload limit is 1 048 576 bytes; timeout 30000 ms; build 20240115.3',
      'Epoch 1767225600000 and order 1234567890123 are ids, not cards',
      'pin lodash to 4.17.21 and pin the port to 8080',
      'the password is stored in vault and the token is expired',
      'Use a uuid like 123e4567-e89b-12d3-a456-426614174000 for fixtures',
      'Run the 100 200 300 load steps, then tests 1-2-3',
      'Use a credential helper/PAT when the CLI cannot log in; the login/Callback page handles OAuth/OIDC',
      'Config lives under /root/.config/app and admin:settings is a route name',
      'The design token pipeline step is skipped, not run, when nothing changed',
      'The password reset flow is documented, and the token is refreshed hourly',
    ];
    for (const t of keep) assert.equal(scanTextSync(t).text, t, t);
  });

  it('checks cards with Luhn and an issuer prefix', () => {
    assert.equal(cardValid('4111 1111 1111 1111'), true);
    assert.equal(cardValid('4111 1111 1111 1112'), false);
    assert.equal(cardValid('9111111111111111'.replace(/1$/, '6')), false);
  });

  it(`cuts a field at ${MAX_SCAN_CHARS} characters before scanning: nothing beyond the cap is kept`, async () => {
    const secret = 'ghp_' + 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2'.slice(0, 36);
    const long = 'x '.repeat(MAX_SCAN_CHARS) + secret;
    assert.ok(capForScan(long).length <= MAX_SCAN_CHARS);
    const r = await scanText(long);
    assert.ok(r.text.length <= MAX_SCAN_CHARS && !r.text.includes(secret.slice(4)));
  });
});
