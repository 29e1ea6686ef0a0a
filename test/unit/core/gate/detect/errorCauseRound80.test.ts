import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 80–83 showed, on outputs written for this file: a per-item reason under a count of
// failures, Terraform's validation message past the value annotation in its frame, Nest's injector, a gRPC client's
// status, size and reference budgets, a pnpm code with digits, detekt's findings, and a tool's own error inside a
// BuildKit step over the build's wrapper.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 80 to 83', () => {
  it('a count of failures with the first reason; a Terraform validation message past the annotation', () => {
    const bulk = "Traceback (most recent call last):\n  File \"reindex.py\", line 40, in <module>\n    helpers.bulk(es, actions)\nelasticsearch.helpers.BulkIndexError: 3 document(s) failed to index.\n[{'index': {'_id': '7', 'status': 400, 'error': {'type': 'document_parsing_exception', 'reason': \"failed to parse field [stock] of type [integer] in document with id '7'\"}}}]";
    assert.match(cause('python reindex.py', bulk), /3 document\(s\) failed to index\. — failed to parse field \[stock\] of type \[integer\]/);
    const tf = '╷\n│ Error: Invalid value for variable\n│ \n│   on main.tf line 12:\n│   12:   tier = "gold"\n│     ├────────────────\n│     │ var.tier is "gold"\n│ \n│ tier must be one of: free, pro.\n╵';
    assert.equal(cause('terraform plan', tf), 'Error: Invalid value for variable — tier must be one of: free, pro.');
  });

  it("Nest's injector, a gRPC status, a size budget, a token reference, a pnpm code with digits", () => {
    assert.match(cause('pnpm test', "FAIL src/cart/cart.service.spec.ts\n  ● Test suite failed to run\n    Nest can't resolve dependencies of the CartService (?). Please make sure that the argument \"PRICING_CLIENT\" at index [0] is available in the RootTestModule context.\n ELIFECYCLE  Test failed."), /Nest can't resolve dependencies of the CartService/);
    assert.match(cause('pnpm e2e', 'ERROR [ClientGrpcProxy] 4 DEADLINE_EXCEEDED: Deadline exceeded after 5.001s\n  ✕ GET /orders returns 200 (5020 ms)\n    expected 200 "OK", got 504 "Gateway Timeout"'), /4 DEADLINE_EXCEEDED: Deadline exceeded/);
    assert.equal(cause('pnpm size', '  Package size limit has exceeded by 3.2 kB\n  Size limit: 120 kB\n  Size:       123.2 kB\n Command failed with exit code 1'), 'Package size limit has exceeded by 3.2 kB');
    assert.match(cause('pnpm tokens:build', 'Reference Errors:\nSome token references (1) could not be found.\nspacing.card.padding.value tries to reference size.7, which is not defined.'), /tries to reference size\.7, which is not defined/);
    assert.match(cause('pnpm install', ' ERR_PNPM_FETCH_403  GET https://registry.example.internal/@acme%2Fui: Forbidden - 403'), /^ERR_PNPM_FETCH_403/);
  });

  it("detekt's finding with a message first; a tool's own error inside a BuildKit step", () => {
    const detekt = 'style - 10min debt\n\tMagicNumber - [total] at /src/app/Cart.kt:9:44\n\tForbiddenComment - [checkout] at /src/app/Cart.kt:30:5 - This comment contains \'TODO:\' that has been defined as forbidden.\n\nFAILURE: Build failed with an exception.\n> Analysis failed with 2 weighted issues.';
    assert.match(cause('./gradlew detekt', detekt), /ForbiddenComment - .* - This comment contains 'TODO:'/);
    const build = '#9 [build 4/6] RUN npm ci\n#9 1.204 npm ERR! code ERESOLVE\n#9 1.205 npm ERR! ERESOLVE could not resolve\n#9 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\nERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1';
    assert.match(cause('docker build .', build), /ERESOLVE/);
  });
});
