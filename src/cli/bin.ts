// The `learnings` bin, built as dist/cli.js: run as a program, it runs the command bundle beside it
// (cli-main.js) through the code cache (bundleLoader.ts); required as a module (test workers drive
// `main()` in-process), it is that bundle, so `require('dist/cli.js').main` is the CLI's main as ever.
import { join } from 'node:path';
import { MAIN_BUNDLE, runBundle } from './bundleLoader';

declare const require: NodeJS.Require;
declare const module: NodeJS.Module;
if (require.main === module) runBundle(join(__dirname, MAIN_BUNDLE), module);
else module.exports = require(join(__dirname, MAIN_BUNDLE));
