import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheDir, codeCacheFile, MAIN_BUNDLE, readCodeCache, subcommandOf, writeCodeCache } from '../../../src/cli/bundleLoader';
import { buildCli, runCli } from './cliHarness';

const temp = (p: string) => realpathSync(mkdtempSync(join(tmpdir(), p)));

describe('cli code-cache loader', function () {
  this.timeout(120_000);
  let out: string;
  let cli: string;
  let xdg: string;
  let root: string;
  before(async () => {
    out = temp('learnings-loader-build-');
    cli = await buildCli(out);
  });
  beforeEach(() => {
    xdg = temp('learnings-loader-cache-');
    root = temp('learnings-loader-root-');
  });
  afterEach(() => {
    rmSync(xdg, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  const env = () => ({ XDG_CACHE_HOME: xdg, HOME: xdg });
  const cacheFiles = () => {
    const dir = join(xdg, 'learnings-explorer');
    return existsSync(dir) ? readdirSync(dir).map((n) => join(dir, n)) : [];
  };
  const capture = (content: string, extra: Record<string, string> = {}) =>
    runCli(cli, ['--root', root, '--home', join(root, 'home'), '--now', '2026-05-01T10:00:00Z', '--json', 'capture', '--type', 'correction', '--content', content], { ...env(), ...extra });

  it('builds the bin as a loader beside the command bundle', () => {
    assert.ok(statSync(cli).size < 50_000, 'dist/cli.js is the small loader');
    assert.ok(existsSync(join(out, MAIN_BUNDLE)));
    assert.match(readFileSync(cli, 'utf8'), /^#!\/usr\/bin\/env node/);
  });

  it('writes a private cache on the first run and runs from it afterwards, with the same results', () => {
    const first = runCli(cli, ['--version'], env());
    assert.equal(first.code, 0, first.stderr);
    const files = cacheFiles();
    assert.equal(files.length, 1);
    assert.equal(statSync(join(xdg, 'learnings-explorer')).mode & 0o777, 0o700);
    assert.equal(statSync(files[0]).mode & 0o777, 0o600);
    assert.deepEqual(readCodeCache(files[0])?.commands, ['']);
    const a = capture('Run the schema migrations before starting the api server locally');
    assert.equal(a.code, 0, a.stderr);
    // A subcommand the cache did not cover yet is added to it.
    assert.deepEqual(readCodeCache(files[0])?.commands, ['', 'capture']);
    const again = runCli(cli, ['--version'], env());
    assert.deepEqual([again.code, again.stdout], [0, first.stdout]);
    const b = capture('Run the schema migrations before starting the api server locally');
    assert.equal(JSON.parse(b.stdout).decision, 'duplicate');
  });

  for (const [name, damage] of [
    ['garbage', (f: string) => writeFileSync(f, 'not a cache')],
    ['truncated', (f: string) => writeFileSync(f, readFileSync(f).subarray(0, 200))],
    ['one flipped byte', (f: string) => {
      const b = readFileSync(f);
      b[b.length - 100] ^= 0xff;
      writeFileSync(f, b);
    }],
    ['empty', (f: string) => writeFileSync(f, '')],
  ] as const) {
    it(`a ${name} cache file: the command still runs as without a cache, and the cache is rewritten`, () => {
      assert.equal(capture('Pin the node version in the CI image').code, 0);
      const [file] = cacheFiles();
      damage(file);
      const r = capture('Keep fixtures small and named after the variant they show');
      const plain = runCli(cli, ['--root', root, '--home', join(root, 'home'), '--now', '2026-05-01T10:00:00Z', '--json', 'capture', '--type', 'correction', '--content', 'Keep fixtures small and named after the variant they show'], { ...env(), LEARNINGS_NO_CODE_CACHE: '1' });
      assert.equal(r.code, 0, r.stderr);
      assert.equal(r.stderr, '');
      assert.equal(JSON.parse(r.stdout).decision, 'admitted');
      assert.equal(JSON.parse(plain.stdout).decision, 'duplicate', 'the same capture again, without the cache, is the duplicate of it');
      assert.ok(readCodeCache(file), 'rewritten whole');
    });
  }

  it('does not use or write a cache folder others can write to, and still runs', () => {
    const dir = join(xdg, 'learnings-explorer');
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o777);
    const r = capture('Prefer the structured logger over console prints');
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(readdirSync(dir), []);
  });

  it('an unwritable cache location only costs the cache', () => {
    writeFileSync(join(xdg, 'learnings-explorer'), 'a file where the folder would be');
    const r = capture('Prefer the structured logger over console prints');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).decision, 'admitted');
  });

  it("required as a module, the bin is the command bundle (workers call its main() in-process)", () => {
    const r = spawnSync(process.execPath, ['-e', `const c = require(${JSON.stringify(cli)}); c.main(['node', 'learnings', '--version']).then((code) => console.log(typeof c.buildProgram, code))`], { encoding: 'utf8', env: { ...process.env, ...env() } });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim().split('\n').pop(), 'function 0');
  });

  it('a bad usage exit code passes through the loader unchanged', () => {
    const r = runCli(cli, ['no-such-command'], env());
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown command/);
  });
});

describe('cli code-cache files', () => {
  let dir: string;
  beforeEach(() => (dir = temp('learnings-cache-unit-')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips data and the commands it covers; anything else reads as no cache', () => {
    const file = join(dir, 'c', 'cli-x.v8cache');
    assert.ok(writeCodeCache(file, { data: Buffer.from('bytecode'), commands: ['', 'capture'], bundle: '/x/cli-main.js' }));
    assert.deepEqual(readCodeCache(file), { data: Buffer.from('bytecode'), commands: ['', 'capture'], bundle: '/x/cli-main.js' });
    writeFileSync(file, readFileSync(file).toString('latin1').replace('bytecode', 'bytecodf'), 'latin1');
    assert.equal(readCodeCache(file), undefined);
    assert.equal(readCodeCache(join(dir, 'c', 'missing')), undefined);
  });

  it("prunes caches whose bundle is gone or was rebuilt, keeps those of other bundles", () => {
    const bundle = join(dir, 'b.js');
    writeFileSync(bundle, '1');
    const gone = join(dir, 'c', 'cli-gone.v8cache');
    const there = join(dir, 'c', 'cli-there.v8cache');
    writeCodeCache(gone, { data: Buffer.from('x'), commands: [], bundle: join(dir, 'removed', 'cli-main.js') });
    writeCodeCache(there, { data: Buffer.from('y'), commands: [], bundle });
    const other = join(dir, 'other.js');
    writeFileSync(other, '2');
    writeCodeCache(join(dir, 'c', 'cli-other.v8cache'), { data: Buffer.from('z'), commands: [], bundle: other });
    assert.deepEqual(readdirSync(join(dir, 'c')).sort(), ['cli-other.v8cache', 'cli-there.v8cache']);
    // A new build of the same bundle replaces its earlier cache.
    writeCodeCache(join(dir, 'c', 'cli-rebuilt.v8cache'), { data: Buffer.from('w'), commands: [], bundle });
    assert.deepEqual(readdirSync(join(dir, 'c')).sort(), ['cli-other.v8cache', 'cli-rebuilt.v8cache']);
  });

  it('keys the file by the bundle as built and lives under $XDG_CACHE_HOME or ~/.cache', () => {
    const bundle = join(dir, 'b.js');
    writeFileSync(bundle, '1');
    const a = codeCacheFile(dir, bundle);
    writeFileSync(bundle, '22');
    assert.notEqual(codeCacheFile(dir, bundle), a);
    assert.equal(codeCacheDir({ XDG_CACHE_HOME: '/x/cache' }), '/x/cache/learnings-explorer');
    assert.match(codeCacheDir({ XDG_CACHE_HOME: 'relative' }), /\.cache\/learnings-explorer$/);
  });

  it('finds the subcommand past the global options', () => {
    assert.equal(subcommandOf(['node', 'cli.js', '--root', 'capture', '--json', 'capture', '--type', 'x']), 'capture');
    assert.equal(subcommandOf(['node', 'cli.js', '--now=2026-01-01', 'hook', 'claude']), 'hook');
    assert.equal(subcommandOf(['node', 'cli.js', '--version']), '');
  });
});
