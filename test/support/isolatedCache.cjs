// Loaded by mocha before any test: derived caches (search segments, entry caches, the code cache) go to a fresh
// folder removed at exit, never the person's ~/.cache, and no run inherits another run's files.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const dir = mkdtempSync(join(tmpdir(), 'learnings-test-cache-'));
process.env.XDG_CACHE_HOME = dir;
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
