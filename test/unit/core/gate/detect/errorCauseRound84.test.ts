import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 84–87 showed, on outputs written for this file: a Kconfig warning a build aborts on, a
// task's own error inside bitbake's "| " log over bitbake's wrappers, a journald line's chain, an OS error at the end
// of a tool's line, sqlfluff's findings, a BI validator's unknown field over SystemExit.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 84 to 87', () => {
  it('a Kconfig warning the build aborts on, over CMake', () => {
    const out = "warning: BME280 (defined at drivers/sensor/bme280/Kconfig:4) was assigned the value 'y' but got the value 'n'. Check these unsatisfied dependencies: DT_HAS_BOSCH_BME280_ENABLED (=n).\n\nerror: Aborting due to Kconfig warnings\n\nCMake Error at zephyr/cmake/modules/kconfig.cmake:396 (message):\n  command failed with return code: 1";
    assert.match(cause('west build -b nrf5340dk app', out), /^warning: BME280 .* was assigned the value 'y' but got the value 'n'/);
  });

  it("bitbake: the task's own error in its log, over the wrappers", () => {
    const out = "ERROR: gw-1.2-r0 do_compile: Execution of '/build/tmp/work/gw/1.2/temp/run.do_compile.4120' failed with exit code 101\nERROR: Logfile of failure stored in: /build/tmp/work/gw/1.2/temp/log.do_compile.4120\nLog data follows:\n| DEBUG: Executing shell function do_compile\n| error: failed to select a version for the requirement `tokio = \"^2\"`\nERROR: Task (/meta/recipes/gw/gw_1.2.bb:do_compile) failed with exit code '1'";
    assert.match(cause('bitbake gw-image', out), /failed to select a version for the requirement `tokio = "\^2"`/);
  });

  it("a journald line's error chain; an OS error at the end of a tool's line", () => {
    const journal = 'Dec 02 09:12:44 edge-07 gw[881]: Error: failed to open queue\nDec 02 09:12:44 edge-07 gw[881]: \nDec 02 09:12:44 edge-07 gw[881]: Caused by:\nDec 02 09:12:44 edge-07 gw[881]:     0: No such file or directory (os error 2)\nDec 02 09:12:44 edge-07 systemd[1]: gw.service: Main process exited, code=exited, status=1/FAILURE';
    assert.equal(cause('journalctl -u gw -n 20', journal), 'Error: failed to open queue — No such file or directory (os error 2)');
    assert.equal(cause('scp gw.toml pi:/etc/gw/', 'scp: dest open "/etc/gw/gw.toml": Read-only file system\nscp: failed to upload file gw.toml to /etc/gw/gw.toml'), 'scp: dest open "/etc/gw/gw.toml": Read-only file system');
  });

  it("sqlfluff's findings; a BI validator's unknown field over SystemExit", () => {
    const lint = '== [models/marts/orders.sql] FAIL\nL:   8 | P:  12 | RF04 | Keywords should not be used as identifiers.\nAll Finished!\n[1 violations] in 1 file';
    assert.match(cause('sqlfluff lint models', lint), /RF04 \| Keywords should not be used as identifiers\./);
    const looker = 'Validating LookML...\n[ERROR] shop.model.lkml:12 Unknown or inaccessible field "dim_user.phone" referenced in "orders". Check for typos and missing joins.\nTraceback (most recent call last):\n  File "validate.py", line 30, in <module>\n    sys.exit(1)\nSystemExit: 1';
    assert.match(cause('python validate.py', looker), /Unknown or inaccessible field "dim_user\.phone"/);
  });
});
