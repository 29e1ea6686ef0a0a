import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 116–119 showed, on outputs written for this file: Symfony Console's padded error block
// ("In File.php line N:" over the message, under the exception's class with -v) above the command's usage line, Doctrine's
// schema validation naming an invalid mapping with its "* reason" lines over the "[ERROR] … not in sync" verdict, Composer's
// missing PHP extension over the older versions it ruled out, CocoaPods' own finding under Expo's "Failed to install
// CocoaPods dependencies".
const cause = (command: string, text: string): string => findCause(text, command).cause;
const pad = (s: string) => `  ${s}${' '.repeat(20)}`;

describe('error causes: families from blind streams 116 to 119', () => {
  it("Symfony Console's error block is the message, not the usage line under it", () => {
    const plain = ['', 'In ResolveClassPass.php line 58:', pad(''), pad('Service "App\\Billing\\InvoiceMailer" has a dependency on a non-existent parameter "mailer.sender".'), pad(''), '', 'debug:container [--show-arguments] [--tag TAG] [--] [<name>]', ''].join('\n');
    assert.equal(cause('bin/console debug:container', plain), 'Service "App\\Billing\\InvoiceMailer" has a dependency on a non-existent parameter "mailer.sender".');
    const verbose = ['In FixerFactory.php line 201:', pad(''), pad('[PhpCsFixer\\ConfigurationException\\InvalidConfigurationException]'), pad('[no_unused_imports] Fixer does not accept options.'), pad(''), '', 'check [--config CONFIG] [--] [<path>...]'].join('\n');
    assert.match(cause('vendor/bin/php-cs-fixer check', verbose), /— \[no_unused_imports\] Fixer does not accept options\.$/);
  });

  it("Doctrine's invalid mapping and its reason outrank the schema-sync verdict", () => {
    const out = ['Mapping', '-------', '', pad(''), ' [FAIL] The entity-class App\\Shop\\Entity\\Cart mapping is invalid:', pad(''), '', ' * The field App\\Shop\\Entity\\Cart#items is on the inverse side of a bi-directional relationship, but the association App\\Shop\\Entity\\CartItem#cart does not declare inversedBy.', '', 'Database', '--------', '', ' [ERROR] The database schema is not in sync with the current mapping file.'].join('\n');
    assert.match(cause('bin/console doctrine:schema:validate', out), /mapping is invalid: .*The field App\\Shop\\Entity\\Cart#items is on the inverse side/);
  });

  it("Composer's missing PHP extension outranks the older versions it ruled out", () => {
    const out = ['Your requirements could not be resolved to an installable set of packages.', '', '  Problem 1', '    - Root composer.json requires league/glide ^2.3 -> satisfiable by league/glide[2.3.0].', '    - league/glide 2.3.0 requires ext-imagick * -> it is missing from your system. Install or enable PHP\'s imagick extension.', '    - league/glide[2.0.0, ..., 2.2.4] require php ^7.2 -> your php version (8.3.2) does not satisfy that requirement.'].join('\n');
    assert.match(cause('composer require league/glide', out), /league\/glide 2\.3\.0 requires ext-imagick \* -> it is missing from your system/);
  });

  it("CocoaPods' finding outranks Expo's wrapper", () => {
    const out = ['› Installing CocoaPods dependencies', '[!] CocoaPods could not find compatible versions for pod "Stripe":', '  In snapshot (Podfile.lock):', '    Stripe (= 23.27.0)', 'CommandError: Failed to install CocoaPods dependencies'].join('\n');
    assert.match(cause('npx expo run:ios', out), /^\[!\] CocoaPods could not find compatible versions for pod "Stripe":/);
  });
});
