import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 92–95 showed, on outputs written for this file: git's own fatal line under fastlane's
// summary that points "above", JaCoCo's violated rule (a warning) under Maven's "checks have not been met", a Maven goal
// whose detail names the reason at the end of a long line, an API's problem document printed alone, Deno's type error
// layout, and exit lines the agents print in other words ("Process exited with code 143 (SIGTERM)", "exit code 130").
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 92 to 95', () => {
  it("git's fatal line under fastlane's summary that points above", () => {
    const out = "[09:12:01]: Cloning remote git repo...\nfatal: could not read Password for 'https://git.example.com': terminal prompts disabled\n[09:12:02]: Exit status: 128\n[!] Error cloning certificates git repo, please make sure you have access to the repository - see instructions above";
    assert.equal(cause('bundle exec fastlane match development', out), "fatal: could not read Password for 'https://git.example.com': terminal prompts disabled");
  });

  it("JaCoCo's violated rule over Maven's goal failure", () => {
    const out = '[INFO] --- jacoco:0.8.12:check (check) @ ledger ---\n[WARNING] Rule violated for package com.acme.ledger.fx: branches covered ratio is 0.52, but expected minimum is 0.70\n[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal org.jacoco:jacoco-maven-plugin:0.8.12:check (check) on project ledger: Coverage checks have not been met. See log for details.';
    assert.match(cause('mvn verify', out), /Rule violated for package com\.acme\.ledger\.fx: branches covered ratio is 0\.52, but expected minimum is 0\.70$/);
  });

  it("a Maven goal's long detail keeps its end, where the reason is", () => {
    const out = '[ERROR] Failed to execute goal org.liquibase:liquibase-maven-plugin:4.29.2:update (default-cli) on project billing-service: Error setting up or running Liquibase:\n[ERROR] liquibase.exception.DatabaseException: Connection could not be created to jdbc:postgresql://db-stage.internal:5432/billing with driver org.postgresql.Driver.  Connection to db-stage.internal:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.\n[ERROR] -> [Help 1]';
    assert.match(cause('mvn liquibase:update', out), /Connection to db-stage\.internal:5432 refused\. Check that the hostname and port are correct and that the postmaster is accepting TCP\/IP connections\.$/);
  });

  it("an API's problem document printed alone is kept as printed; Deno's type error", () => {
    const body = '{"type":"https://api.example.com/errors/forbidden","title":"Forbidden","status":403,"detail":"Client certificate is not registered for this merchant."}';
    assert.equal(cause('curl -sS --fail-with-body https://api.example.com/v1/hooks', `${body}\ncurl: (22) The requested URL returned error: 403`), body);
    const deno = "Check file:///app/routes/book.tsx\nTS2551 [ERROR]: Property 'startsAt' does not exist on type 'Slot'. Did you mean 'starts_at'?\n    const when = slot.startsAt;\n                      ~~~~~~~~\n    at file:///app/routes/book.tsx:14:23\nerror: Type checking failed.";
    assert.equal(cause('deno check main.ts', deno), "TS2551 [ERROR]: Property 'startsAt' does not exist on type 'Slot'. Did you mean 'starts_at'?");
  });

  it('exit lines in other words: a SIGTERM and a keyboard interrupt have nothing to learn', () => {
    assert.deepEqual(analyzeFailure({ tool: 'bash', subject: './upload-symbols -p ios build/App.dSYM.zip', text: 'Processing App.framework.dSYM...\nProcess exited with code 143 (SIGTERM)', failed: true }), { kind: 'ignore', reason: 'terminated (exit 143, SIGTERM)' });
    assert.deepEqual(analyzeFailure({ tool: 'bash', subject: 'pytest tests -q', text: '.......\n!!!!!!!!!!!!!!!!!!!! KeyboardInterrupt !!!!!!!!!!!!!!!!!!!!\n/usr/lib/python3.12/selectors.py:468: KeyboardInterrupt\n7 passed in 1.02s\nexit code 130', failed: true }), { kind: 'ignore', reason: 'interrupted (exit 130, SIGINT)' });
  });
});
