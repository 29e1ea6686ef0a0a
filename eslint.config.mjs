// The layer rules of docs/architecture.md, enforced on every import (`npm run lint`).
// Each folder lists what it may never import; test/unit/lint/layers.test.ts lints one wrong import of
// each kind and checks that it is refused, so a rule that stops biting fails the tests.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

/** Node built-ins that touch the outside world: files, processes, network, the machine. */
const NODE_IO = ['fs', 'fs/promises', 'child_process', 'net', 'http', 'https', 'http2', 'os', 'dgram', 'dns', 'tls', 'worker_threads', 'cluster', 'process', 'readline'];
const nodeNames = (names) => names.flatMap((n) => [n, `node:${n}`]);
const ALL_NODE = nodeNames(builtinModules.filter((m) => !m.startsWith('_')));

/** A relative import reaching into a sibling source folder (`../store/x`, `../../core/model`). */
const into = (...folders) => folders.map((f) => ({ group: [`**/${f}`, `**/${f}/**`], message: `this layer may not import ${f}/ (docs/architecture.md: layers)` }));
const VSCODE = { name: 'vscode', message: 'only src/vscode/ and src/extension.ts import vscode' };
/** `require('vscode')` and `import('vscode')`, which the import rule does not see. */
const VSCODE_CALLS = [
  { selector: "CallExpression[callee.name='require'][arguments.0.value='vscode']", message: VSCODE.message },
  { selector: "ImportExpression[source.value='vscode']", message: VSCODE.message },
];
/** The clock comes in as an argument: core and formats decisions are reproducible from their inputs. */
const CLOCK = [{ selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'core and formats take `now` as an argument' }];
const io = (why) => nodeNames(NODE_IO).map((name) => ({ name, message: why }));

/** Every layer: what it must never import. One entry per file glob (flat config does not merge a rule's options). */
const layers = [
  { files: ['src/core/**/*.ts'], paths: [VSCODE, ...io('src/core/ is pure: no files, processes, network or machine (pass them in)')], patterns: into('formats', 'store', 'app', 'cli', 'vscode', 'shared', 'webview-ui'), syntax: [...VSCODE_CALLS, ...CLOCK] },
  { files: ['src/formats/**/*.ts'], paths: [VSCODE, ...io('src/formats/ is text in, text out: no files, processes or network')], patterns: into('store', 'app', 'cli', 'vscode', 'webview-ui'), syntax: [...VSCODE_CALLS, ...CLOCK] },
  { files: ['src/store/**/*.ts'], paths: [VSCODE], patterns: into('app', 'cli', 'vscode', 'webview-ui'), syntax: VSCODE_CALLS },
  { files: ['src/app/**/*.ts'], paths: [VSCODE], patterns: into('cli', 'vscode', 'webview-ui'), syntax: VSCODE_CALLS },
  { files: ['src/cli/**/*.ts'], paths: [VSCODE], patterns: into('vscode', 'webview-ui'), syntax: VSCODE_CALLS },
  { files: ['src/shared/**/*.ts'], paths: [VSCODE, ...ALL_NODE.map((name) => ({ name, message: 'src/shared/ is read by the webview too: no Node built-ins' }))], patterns: into('core', 'formats', 'store', 'app', 'cli', 'vscode', 'webview-ui'), syntax: VSCODE_CALLS },
  { files: ['src/vscode/**/*.ts', 'src/extension.ts'], paths: [], patterns: into('cli', 'webview-ui'), syntax: [] },
  { files: ['webview-ui/**/*.ts'], paths: [VSCODE, ...ALL_NODE.map((name) => ({ name, message: 'webview-ui/ runs in a browser: no Node built-ins' }))], patterns: into('core', 'formats', 'store', 'app', 'cli', 'vscode'), syntax: VSCODE_CALLS },
  { files: ['src/*.ts'], ignores: ['src/extension.ts'], paths: [VSCODE], patterns: [], syntax: VSCODE_CALLS },
];

export default [
  // Only the layer rules run here; other tools' disable comments are not ours to judge.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  { ignores: ['dist/**', 'media/**', 'node_modules/**', 'test/**', 'bench/**', 'scripts/**', 'demo/**', '*.config.*'] },
  ...layers.map(({ files, ignores, paths, patterns, syntax }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    rules: {
      'no-restricted-imports': ['error', { paths, patterns }],
      ...(syntax.length ? { 'no-restricted-syntax': ['error', ...syntax] } : {}),
    },
  })),
  {
    files: ['src/core/**/*.ts', 'src/formats/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'core and formats take `now` as an argument' }] },
  },
];
