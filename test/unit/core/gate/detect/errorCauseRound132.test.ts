import assert from 'node:assert/strict';
import { DedupIndex } from '../../../../../src/core/gate/dedup';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 132–137 showed, on outputs written for this file: rules_go's builder message under Bazel's
// action failure, a cargo build script's own stderr under "process didn't exit successfully", Maven Enforcer's rule
// message on the line after its heading, a Go-style error chain's last link when it is the database's error, and .NET's "Exception : message" (a space before the colon) met under two tests'
// titles, which is one cause.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 132 to 137', () => {
  it("rules_go's builder message and the import it names, over Bazel's action failure", () => {
    const out = 'INFO: Analyzed 3 targets (40 packages loaded, 900 targets configured).\nERROR: /src/app/api/BUILD.bazel:5:11: GoCompilePkg api/api.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //api:api) builder compilepkg -sdk external/go_sdk\ncompilepkg: missing strict dependencies:\n\tapi/handler.go: import of "example.com/app/store"\nNo dependencies were provided.\nFAILED: Build did NOT complete successfully\n';
    assert.equal(cause('bazel build //api/...', out), 'compilepkg: missing strict dependencies: — api/handler.go: import of "example.com/app/store"');
  });

  it("a build script's stderr, without cargo's section marker", () => {
    const out = '   Compiling desk v0.1.0 (/w/desk)\nerror: failed to run custom build command for `desk v0.1.0 (/w/desk)`\n\nCaused by:\n  process didn\'t exit successfully: `/w/desk/target/debug/build/desk-1/build-script-build` (exit status: 1)\n  --- stdout\n  cargo:rerun-if-changed=tauri.conf.json\n  --- stderr\n  Permission shell:allow-spawn not found, expected one of core:default, shell:default\n';
    assert.equal(cause('cargo build', out), 'Permission shell:allow-spawn not found, expected one of core:default, shell:default');
  });

  it("Maven Enforcer's rule message, over the goal's failure", () => {
    const out = '[ERROR] Rule 1: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed with message:\n[ERROR] Detected JDK version 17.0.9 is not in the allowed range [21,).\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce (enforce-java) on project shop: \n[ERROR] -> [Help 1]\n';
    assert.match(cause('mvn -q verify', out), /— Detected JDK version 17\.0\.9 is not in the allowed range \[21,\)\.$/);
  });

  it("a Go-style chain that ends in the database's error: the last link, the same for each migration", () => {
    const out = (file: string, sql: string) => `2026/12/01 10:00:00 goose run: ERROR ${file}: failed to run SQL migration: failed to execute SQL query "${sql}": ERROR: ALTER TYPE ... ADD cannot run inside a transaction block (SQLSTATE 25001)\n`;
    assert.equal(cause('goose up', out('0042_status.sql', "ALTER TYPE status ADD VALUE 'held';")), 'ERROR: ALTER TYPE ... ADD cannot run inside a transaction block (SQLSTATE 25001)');
    assert.equal(cause('goose up', out('0051_kind.sql', "ALTER TYPE kind ADD VALUE 'gift';")), 'ERROR: ALTER TYPE ... ADD cannot run inside a transaction block (SQLSTATE 25001)');
  });

  it('the same .NET exception under two tests folds, whatever the space before its colon', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const text = (test: string, type: string) => `Bash \`dotnet test\` failed (exit 1): Failed Desk.Tests.${test}: Error Message: — System.InvalidOperationException : Unable to resolve service for type 'Desk.${type}' while attempting to activate 'Desk.BookingService'.`;
    const d = new DedupIndex([{ id: 'ERR-1', text: text('Booking.Cancel_Late_Returns409', 'IClock'), seenAt: now }]);
    assert.equal(d.sameCause(text('Booking.Cancel_Early_Returns204', 'IClock'), now)?.id, 'ERR-1');
    assert.equal(d.sameCause(text('Booking.Cancel_Early_Returns204', 'IMailer'), now), undefined);
  });
});
