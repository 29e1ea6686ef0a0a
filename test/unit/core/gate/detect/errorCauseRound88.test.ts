import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes found after blind stream 87, on outputs written for this file: npm 10's script failure (its
// "npm error code 1" is the exit status, and its path/workspace/location lines are where, not why), and a validation
// error whose detail is the block printed under the same message.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families found after blind stream 87', () => {
  it("npm 10's script failure: the script's own words, not npm's exit status or where it ran", () => {
    const out = '\n> shop@1.0.0 import\n> node scripts/import.mjs\n\ncatalog feed returned 0 rows, refusing to wipe the table\nnpm error Lifecycle script `import` failed with error:\nnpm error code 1\nnpm error path /home/dev/shop\nnpm error workspace shop@1.0.0\nnpm error location /home/dev/shop\nnpm error command failed\nnpm error command sh -c node scripts/import.mjs';
    assert.equal(cause('npm run import', out), 'catalog feed returned 0 rows, refusing to wipe the table');
    // A real npm code still names the failure.
    assert.match(cause('npm install', 'npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found'), /^npm error code E404/);
  });

  it('a validation message printed again with its detail as a block: the block is the cause', () => {
    const out = '> api@0.3.0 start\n> tsx src/main.ts\n\n❌ Invalid environment variables: {\n  REDIS_URL: [ \'Invalid url\' ],\n  PORT: [ \'Expected number, received nan\' ]\n}\nError: Invalid environment variables\n    at onValidationError (/app/node_modules/@t3-oss/env-core/dist/index.js:28:15)\nnpm error code 1';
    assert.equal(cause('npm start', out), "❌ Invalid environment variables: { REDIS_URL: [ 'Invalid url' ], PORT: [ 'Expected number, received nan' ] }");
  });
});
