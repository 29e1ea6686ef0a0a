// The `learnings` bin, built as dist/cli.js: run as a program, it runs the command bundle beside it
// (cli-main.js) through the code cache (bundleLoader.ts); required as a module (test workers drive
// `main()` in-process), it is that bundle, so `require('dist/cli.js').main` is the CLI's main as ever.
// A hook over a large memory gets its stat worker started here, before the bundle loads (store/statWorker.ts).
import { join } from 'node:path';
import { hookRootOf } from './argv';
import { codeCacheDir, MAIN_BUNDLE, runBundle, subcommandOf } from './bundleLoader';
import { startEarlyWorker } from '../store/statWorker';

declare const require: NodeJS.Require;
declare const module: NodeJS.Module;
if (require.main === module) {
  if (subcommandOf(process.argv) === 'hook') startEarlyWorker(codeCacheDir(), hookRootOf(process.argv, process.env));
  runBundle(join(__dirname, MAIN_BUNDLE), module);
}
else module.exports = require(join(__dirname, MAIN_BUNDLE));
