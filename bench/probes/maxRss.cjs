// Preloaded (`node --require`) into a CLI run by the benchmark: reports the process's peak resident memory on exit.
'use strict';
process.on('exit', () => process.stderr.write(`\nMAX_RSS_KB ${process.resourceUsage().maxRSS}\n`));
