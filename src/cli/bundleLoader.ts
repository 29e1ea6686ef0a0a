// How dist/cli.js (bin.ts) runs the real command bundle (cli-main.js beside it): as a CommonJS module
// compiled with a V8 code cache kept per user. An agent hook starts a fresh process for every
// capture; without the cache, compiling the bundle is a third of what that process costs (Node 20
// has no module.enableCompileCache). The cache is only an optimisation: missing, foreign, corrupt,
// unreadable or unwritable, it means compiling as usual, never a failed or changed command.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import Module from 'node:module';
import { basename, dirname, join } from 'node:path';
import * as vm from 'node:vm';
import { subcommandOf } from './argv';
import { userCacheDir } from '../store/cacheDir';

export { subcommandOf } from './argv';

/** The file name of the real bundle, next to dist/cli.js (scripts/bundles.mjs writes both). */
export const MAIN_BUNDLE = 'cli-main.js';

const MAGIC = 'learnings-v8-cache 1\n';
const DIGEST_BYTES = 32;
/** Cache files of other builds (another checkout, an old build) not rewritten for this long are removed. */
const PRUNE_AFTER_MS = 24 * 3_600_000;

type Env = Readonly<Record<string, string | undefined>>;

/** The per-user cache folder (store/cacheDir.ts), where the code cache lives. */
export function codeCacheDir(env: Env = process.env): string {
  return userCacheDir(env);
}

/**
 * The cache file for this bundle as built (path, size, mtime, inode) and this Node (version, arch,
 * V8 flags): any rebuild or another Node gets a file of its own instead of one V8 would reject.
 */
export function codeCacheFile(dir: string, mainPath: string): string {
  const st = statSync(mainPath);
  const key = [mainPath, st.size, st.mtimeMs, st.ino, process.version, process.arch, process.execArgv.join(' ')].join('\0');
  return join(dir, `cli-${createHash('sha256').update(key).digest('hex').slice(0, 24)}.v8cache`);
}

/** Is `dir` a real folder of ours that nobody else can write (the cache holds code we will run)? */
function isPrivateDir(dir: string): boolean {
  const st = lstatSync(dir);
  if (!st.isDirectory()) return false;
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return false;
  return process.platform === 'win32' || (st.mode & 0o022) === 0;
}

export interface CodeCache {
  /** The V8 code cache itself. */
  data: Buffer;
  /** The subcommands whose runs it covers (their functions were compiled when it was written). */
  commands: string[];
  /** The bundle it was made for (a cache whose bundle is gone — a removed checkout or test build — is pruned). */
  bundle?: string;
}

/** The cached code for `file`, or undefined when there is none or it is not intact (magic + SHA-256). */
export function readCodeCache(file: string): CodeCache | undefined {
  try {
    if (!isPrivateDir(dirname(file))) return undefined;
    const buf = readFileSync(file);
    if (buf.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
    const eol = buf.indexOf(0x0a, MAGIC.length);
    if (eol < 0 || buf.length <= eol + 1 + DIGEST_BYTES) return undefined;
    const meta = JSON.parse(buf.toString('utf8', MAGIC.length, eol)) as { commands?: unknown; bundle?: unknown };
    const digest = buf.subarray(eol + 1, eol + 1 + DIGEST_BYTES);
    const data = buf.subarray(eol + 1 + DIGEST_BYTES);
    if (!createHash('sha256').update(data).digest().equals(digest)) return undefined;
    const commands = Array.isArray(meta.commands) ? meta.commands.filter((c): c is string => typeof c === 'string') : [];
    return { data, commands, bundle: typeof meta.bundle === 'string' ? meta.bundle : undefined };
  } catch {
    return undefined;
  }
}

/** Stores `data` for `file` (folder created 0700), written whole under a temp name and renamed into place. */
export function writeCodeCache(file: string, cache: CodeCache): boolean {
  const { data } = cache;
  const dir = dirname(file);
  let tmp: string | undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!isPrivateDir(dir)) return false;
    tmp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      const head = Buffer.from(`${MAGIC}${JSON.stringify({ commands: cache.commands, bundle: cache.bundle })}\n`, 'utf8');
      for (const part of [head, createHash('sha256').update(data).digest(), data]) {
        for (let off = 0; off < part.length; ) off += writeSync(fd, part, off);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
    tmp = undefined;
    pruneOthers(dir, basename(file), cache.bundle);
    return true;
  } catch {
    return false;
  } finally {
    if (tmp) {
      try {
        unlinkSync(tmp);
      } catch {
        /* already gone */
      }
    }
  }
}

/** The bundle a cache file names in its header, or undefined when it cannot be read. */
function bundleOf(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(4096);
    const n = readSync(fd, head, 0, head.length, 0);
    const text = head.toString('utf8', 0, n);
    const eol = text.indexOf('\n', MAGIC.length);
    if (!text.startsWith(MAGIC) || eol < 0) return undefined;
    const bundle = (JSON.parse(text.slice(MAGIC.length, eol)) as { bundle?: unknown }).bundle;
    return typeof bundle === 'string' ? bundle : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Removes other cache files of the same bundle (an earlier build of it), of a bundle that no longer exists (test builds, old checkouts), or that nobody rewrote for a day. */
function pruneOthers(dir: string, keep: string, current: string | undefined): void {
  const cutoff = Date.now() - PRUNE_AFTER_MS;
  for (const name of readdirSync(dir)) {
    if (name === keep || !/^\.?cli-.*\.v8cache(\..*\.tmp)?$/.test(name)) continue;
    const file = join(dir, name);
    try {
      const bundle = name.endsWith('.v8cache') ? bundleOf(file) : undefined;
      if (statSync(file).mtimeMs < cutoff || (bundle !== undefined && (bundle === current || !existsSync(bundle)))) unlinkSync(file);
    } catch {
      /* another process pruned it */
    }
  }
}

export interface LoadReport {
  /** The cache file used, or undefined when caching is off or impossible. */
  cacheFile?: string;
  /** V8 accepted the cached code. */
  cacheUsed: boolean;
}

/**
 * Compiles and runs `mainPath` as the main CommonJS module (so its `require.main === module` holds),
 * with cached code when there is an intact cache V8 accepts. After a run that compiled afresh, or that
 * ran a subcommand the cache does not cover yet, the cache is (re)written at exit, so the functions
 * the command actually ran are in it too.
 */
export function runBundle(mainPath: string, parent: NodeModule | undefined, argv: readonly string[] = process.argv, env: Env = process.env): LoadReport {
  const source = readFileSync(mainPath, 'utf8');
  let cacheFile: string | undefined;
  let cache: CodeCache | undefined;
  if (env.LEARNINGS_NO_CODE_CACHE !== '1') {
    try {
      cacheFile = codeCacheFile(codeCacheDir(env), mainPath);
      cache = readCodeCache(cacheFile);
    } catch {
      cacheFile = undefined;
    }
  }
  const options: vm.ScriptOptions = { filename: mainPath, importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER };
  let script: vm.Script;
  try {
    script = new vm.Script(Module.wrap(source), { ...options, cachedData: cache?.data });
  } catch (e) {
    if (!cache) throw e; // a syntax error in the bundle itself
    cache = undefined;
    script = new vm.Script(Module.wrap(source), options);
  }
  const cacheUsed = cache !== undefined && script.cachedDataRejected === false;
  const command = subcommandOf(argv);
  const covered = cacheUsed ? cache!.commands : [];
  if (cacheFile && !covered.includes(command)) {
    const file = cacheFile;
    process.once('exit', () => {
      try {
        writeCodeCache(file, { data: script.createCachedData(), commands: [...covered, command], bundle: mainPath });
      } catch {
        /* the cache is optional */
      }
    });
  }
  const m = new Module(mainPath, parent);
  m.filename = mainPath;
  const req = Module.createRequire(mainPath);
  req.main = m;
  const fn = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
  fn.call(m.exports, m.exports, req, m, mainPath, dirname(mainPath));
  m.loaded = true;
  return { cacheFile, cacheUsed };
}
