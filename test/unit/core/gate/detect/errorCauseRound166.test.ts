import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 166–171 showed, on outputs written for this file: a version a tool or a project requires
// (over make's "*** Error 1" and the tool's own give-up line), a scanner's finding row, a policy scanner's failed check, a
// pytest message that goes on in its "E" lines, a drift check's "different", and a search tool that says only that it exited 1.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 166 to 171', () => {
  it("a required version: Go's toolchain line over make's wrapper, a CLI's constraint, a project's Python range", () => {
    const go = 'cd svc/api && go vet ./...\ngo: go.mod requires go >= 1.24.1 (running go 1.23.4; GOTOOLCHAIN=local)\nmake: *** [Makefile:12: vet] Error 1';
    assert.equal(cause('make vet', go), 'go: go.mod requires go >= 1.24.1 (running go 1.23.4; GOTOOLCHAIN=local)');
    const cli = 'A newer version is available.\n\nYou are on fly-cli@0.2.1 which does not satisfy the version constraint in fly.toml (>= 0.3.0).\n    Error: deploy command failed.';
    assert.match(cause('fly deploy', cli), /^You are on fly-cli@0\.2\.1 which does not satisfy the version constraint/);
    const py = 'The currently activated Python version 3.9.18 is not supported by the project (^3.11).\nTrying to find and use a compatible version.\nUnable to find a compatible version.';
    assert.match(cause('poetry install', py), /is not supported by the project \(\^3\.11\)/);
  });

  it("a scanner's finding row, not the table's bottom border", () => {
    const out = 'app (npm)\n\nTotal: 1 (HIGH: 1)\n\n┌──────────┬────────────────┬──────────┐\n│ Library  │ Vulnerability  │ Severity │\n├──────────┼────────────────┼──────────┤\n│ lodash   │ CVE-2021-23337 │ HIGH     │\n└──────────┴────────────────┴──────────┘';
    assert.match(cause('trivy fs --exit-code 1 .', out), /lodash\s+│ CVE-2021-23337 │ HIGH/);
  });

  it('a drift check answering "different", and a search tool that only exited 1, are ignored with their reason', () => {
    const drift = analyzeFailure({ tool: 'bash', subject: 'kubectl diff -f k8s/', exitCode: 1, text: 'diff -u -N /tmp/LIVE-1/apps.v1.Deployment.web /tmp/MERGED-1/apps.v1.Deployment.web\n-  replicas: 2\n+  replicas: 3', cwd: '/w' });
    assert.equal(drift?.kind, 'ignore');
    const grep = analyzeFailure({ tool: 'grep', subject: 'checkout-btn', text: 'grep exited with code 1', failed: true, cwd: '/w' });
    assert.equal(grep?.kind, 'ignore');
  });

  it("a policy scanner's failed check with its resource; a pytest message that ends in ':' and goes on in its E lines", () => {
    const ck = 'Passed checks: 12, Failed checks: 1, Skipped checks: 0\n\nCheck: CKV_AWS_18: "Ensure the S3 bucket has access logging enabled"\n\tFAILED for resource: aws_s3_bucket.exports\n\tFile: /main.tf:4-12';
    assert.equal(cause('checkov -d .', ck), 'Check: CKV_AWS_18: "Ensure the S3 bucket has access logging enabled" — FAILED for resource: aws_s3_bucket.exports');
    const py = "E       AssertionError: plugin load errors:\nE         plugins/export.py:\nE           ImportError: cannot import name 'S3Hook' from 'hooks.s3'\n\ntests/test_plugins.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_plugins.py::test_plugins_load - AssertionError: plugin load errors:\n========================= 1 failed in 0.91s =========================";
    assert.equal(cause('pytest', py), "FAILED tests/test_plugins.py::test_plugins_load - AssertionError: plugin load errors: ImportError: cannot import name 'S3Hook' from 'hooks.s3'");
  });
});
