// Imported FIRST by index.ts: creates the mocha instance and defines describe/it before the test
// modules (imported statically, so the bundle holds them all) register their suites.
import Mocha from 'mocha';

// The Base reporter prints nothing: index.ts logs one line per test (the host forwards console output).
export const mocha = new Mocha({ ui: 'bdd', forbidOnly: true, timeout: 30_000, color: false, reporter: Mocha.reporters.Base });
mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_PRE_REQUIRE, globalThis, 'integration', mocha);
