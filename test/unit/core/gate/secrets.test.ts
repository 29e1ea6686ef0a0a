import assert from 'node:assert/strict';
import { redact, scanText } from '../../../../src/core/gate/secrets';
import { highEntropyFindings, ibanValid, luhnValid } from '../../../../src/core/gate/secretPatterns';
import { SECRET_CASES } from '../../../fixtures/gate/secretCases';

describe('secrets and personal data', () => {
  it(`has at least 30 shapes`, () => assert.ok(SECRET_CASES.length >= 30));

  for (const c of SECRET_CASES) {
    it(`redacts ${c.name} and keeps the learning`, async () => {
      const r = await scanText(c.text);
      assert.ok(!r.text.includes(c.secret), `${c.name}: secret still present in ${r.text}`);
      assert.ok(r.count >= 1);
      assert.match(r.text, /\[REDACTED:[^\]]+\]/);
      assert.equal(r.action, 'redacted', `${c.name}: ${r.text}`);
      assert.ok(!JSON.stringify(r.kinds).includes(c.secret));
    });
  }

  it('rejects text that is mostly secret', async () => {
    const r = await scanText(SECRET_CASES.find((c) => c.name === 'github classic token')!.secret);
    assert.equal(r.action, 'reject');
    const r2 = await scanText(`key: ${SECRET_CASES[0].secret}`);
    assert.equal(r2.action, 'reject');
  });

  it('leaves ordinary learnings alone', async () => {
    const texts = [
      'Always use absolute imports in packages; see src/auth/server.py and import_auth()',
      'Commit 3f9a2b1c4d5e6f708192a3b4c5d6e7f8091a2b3c fixed the flaky test',
      'Set timeout: 30000 in mocha config because CI is slow',
      'The token type is `token: string` in the schema',
      'Run npm run build before npm test; version 1.2.3 broke on 2026-03-04 at 10:23',
      'Write to git@github.com:org/repo.git and notify noreply@example.com',
      'Use getUserProfileByIdentifier in src/components/UserProfile/index.tsx',
      'password: process.env.DB_PASSWORD must come from the environment',
      '提交代码前不要用 git add . 要指定具体文件',
      // A cloud error names the caller by ARN: a role or user path, not a login and its password.
      'User: arn:aws:sts::210987654321:assumed-role/ci-deployer/build-42 is not authorized to perform: sqs:SendMessage',
      'User: arn:aws:iam::210987654321:user/release-bot is not authorized to perform: ecr:PutImage',
      'the alarm code screen times out; the driver logs error code: 1045 and retries',
      // A one-letter -P that is not a password: a regex, a port, a job count, a path; a snippet after a password cue.
      "grep -P '\\d{3}-\\d{4}' contacts.csv failed with exit 2",
      'mysql -h db.internal -P 3306 -u app failed: Access denied',
      'xargs -P 8 -n 1 ./convert.sh exited 123',
      'the password reset flow lives in `AuthController#reset` and `@Profile("!local")`',
      // A name in code made of words and a public 0x address are not secrets by their shape.
      '[FAIL: ERC20InsufficientAllowance(0x5B38Da6a701c568545dCfcB03FcB875f56beddC4, 0, 100)] testRedeemAfterMint() (gas: 61200)',
      // After the word for a password: a call, a path with a number, a policy.
      'password reset in AuthService.resetPassword2() failed on the second attempt',
      'the password for build 2026 is in vault at secret/ci/build-2026',
      'the password rotation job runs nightly; timeout: 30s, retries: 3, cron: 0 3 * * *',
      'şifre sıfırlama akışı UserController#reset içinde, Parola politikası 12 karakter istiyor',
      // A test named in snake_case words, with a number in one of them.
      "thread 'db::uploads::tests::upload_zip_fixtures_by_kvm42' panicked at src/db/uploads.rs:142:10",
      // A migration's name is a time stamp and words; a card on a board is not a card number.
      "The migration '20250411093012_AddInvoiceDueDate' has already been applied to the database.",
      'rails db:migrate failed in 20250411093012_create_refund_requests.rb',
      'card 12 of the sprint board is blocked since 2026',
      // An image tag or a package's coordinates: a user name before a colon that is a version, not a password.
      'services.db.image: postgres:15.4-bookworm failed to start: port 5432 is in use',
      'FROM ubuntu:24.04 AS build; the runner pulls root:3.19 from the mirror',
      'Could not resolve com.example.tools:postgres:2.7.1 from the internal Maven mirror',
    ];
    for (const t of texts) {
      const r = await scanText(t);
      assert.equal(r.action, 'clean', `${t} → ${r.text}`);
    }
  });

  it('validates Luhn and IBAN checksums', () => {
    assert.equal(luhnValid('4111111111111111'), true);
    assert.equal(luhnValid('4111111111111112'), false);
    assert.equal(ibanValid('GB82 WEST 1234 5698 7654 32'), true);
    assert.equal(ibanValid('GB82 WEST 1234 5698 7654 33'), false);
  });

  it('skips hex hashes and UUIDs in the entropy detector', () => {
    assert.deepEqual(highEntropyFindings('sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 id 123e4567-e89b-12d3-a456-426614174000'), []);
  });

  it('merges overlapping findings into one marker', () => {
    const r = redact('abc secret here', [
      { kind: 'a', category: 'credential', start: 4, end: 10 },
      { kind: 'b', category: 'credential', start: 6, end: 15 },
    ]);
    assert.equal(r.text, 'abc [REDACTED:a]');
    assert.equal(r.count, 1);
  });
});
