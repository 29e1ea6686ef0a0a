import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 206–211 showed, on outputs written for this file: Spring's "Failed to load
// ApplicationContext" wrapper over its innermost cause (Gradle's test report puts "Caused by:" on a line of its own, and a
// Flyway validation names the migration on the line after), Prisma's "Invalid `prisma.x.y()` invocation" heading whose
// reason follows the code excerpt, pub's solver explanation as melos relays it ("e- " before each line, its
// BootstrapException only a wrapper), the Firebase CLI's own error under FlutterFire's FirebaseCommandException, the Dart
// front end's located "Error:" over "Error: Compilation failed.", and a Rust test's status assertion with the error its
// code logged just before the panic.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 206 to 211', () => {
  it("Spring's 'Failed to load ApplicationContext' gives way to its innermost cause with a message, and the line that goes on", () => {
    const gradle = [
      '> Task :test',
      '',
      'LedgerRepositoryTest > saves entries() FAILED',
      '    java.lang.IllegalStateException: Failed to load ApplicationContext for [MergedContextConfiguration@51aa5b testClass = org.acme.ledger.LedgerRepositoryTest, locations = [], classes = [org.acme.ledger.LedgerApp]]',
      '        at app//org.springframework.test.context.cache.DefaultCacheAwareContextLoaderDelegate.loadContext(DefaultCacheAwareContextLoaderDelegate.java:180)',
      '',
      '        Caused by:',
      "        org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flyway' defined in class path resource [org/acme/ledger/DbConfig.class]: Validate failed: Migrations have failed validation",
      '        Detected applied migration not resolved locally: 2.4.',
      "        If you removed this migration intentionally, run repair to mark the migration as deleted.",
      '',
      '            Caused by:',
      '            org.flywaydb.core.api.exception.FlywayValidateException at DbValidate.java:201',
      '',
      '3 tests completed, 3 failed',
      '',
      '> Task :test FAILED',
    ].join('\n');
    const c = cause('./gradlew test', gradle);
    assert.match(c, /^org\.springframework\.beans\.factory\.BeanCreationException: Error creating bean with name 'flyway'/);
    assert.match(c, /Detected applied migration not resolved locally: 2\.4\.$/);
    const plain = [
      'java.lang.IllegalStateException: Failed to load ApplicationContext',
      '\tat org.springframework.test.context.cache.DefaultCacheAwareContextLoaderDelegate.loadContext(DefaultCacheAwareContextLoaderDelegate.java:132)',
      "Caused by: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'invoiceService': Unsatisfied dependency expressed through constructor parameter 0",
      '\tat org.springframework.beans.factory.support.ConstructorResolver.createArgumentArray(ConstructorResolver.java:801)',
      "Caused by: org.springframework.beans.factory.NoSuchBeanDefinitionException: No qualifying bean of type 'org.acme.billing.TaxTable' available",
      '\t... 42 more',
    ].join('\n');
    assert.match(cause('./gradlew test --tests InvoiceServiceTest', plain), /NoSuchBeanDefinitionException: No qualifying bean of type 'org\.acme\.billing\.TaxTable' available/);
  });

  it("Prisma's invocation error: the reason after the code excerpt, not the heading", () => {
    const validation = [
      ' FAIL  src/routes/orders.test.ts > PATCH /orders/:id > ships an order',
      'PrismaClientValidationError: ',
      'Invalid `prisma.order.update()` invocation in',
      '/home/kim/shop/src/routes/orders.ts:22:31',
      '',
      '  21 export async function ship(id: string) {',
      '→ 22   return prisma.order.update({',
      '         where: { id },',
      '         data: {',
      '           status: "SHIPPED_OUT"',
      '                   ~~~~~~~~~~~~~',
      '         }',
      '       })',
      '',
      'Invalid value for argument `status`. Expected OrderStatus.',
      ' ❯ Object.$transaction node_modules/@prisma/client/runtime/library.js:124:7552',
    ].join('\n');
    assert.match(cause('pnpm exec vitest run src/routes', validation), /Invalid value for argument `status`\. Expected OrderStatus\.$/);
    const init = [
      'Running seed command `ts-node prisma/seed.ts` ...',
      'PrismaClientInitializationError: ',
      'Invalid `prisma.product.upsert()` invocation in',
      '/home/kim/shop/prisma/seed.ts:14:26',
      '',
      '  13   for (const p of products) {',
      '→ 14     await prisma.product.upsert(',
      "Can't reach database server at `db.shop.internal:6543`",
      '',
      'Please make sure your database server is running at `db.shop.internal:6543`.',
      '    at Vn.handleRequestError (/home/kim/shop/node_modules/@prisma/client/runtime/library.js:121:7315)',
      "  errorCode: 'P1001'",
      '}',
      '',
      'An error occurred while running the seed command:',
      'Error: Command failed with exit code 1: ts-node prisma/seed.ts',
    ].join('\n');
    const c = cause('npx prisma db seed', init);
    assert.match(c, /Can't reach database server at `db\.shop\.internal:6543`/);
    assert.doesNotMatch(c, /invocation in$/);
  });

  it("pub's conclusion as melos relays it ('e- ' before each line) over melos's BootstrapException", () => {
    const out = [
      'melos bootstrap',
      '  └> /home/aiko/src/garden',
      '',
      'Running "flutter pub get" in workspace packages...',
      '  ✓ garden_models',
      '    └> packages/garden_models',
      '  - garden_widgets',
      '    └> packages/garden_widgets',
      '       e- Resolving dependencies...',
      '       e- ',
      '       e- Because garden_widgets depends on lottie ^3.1.0 which depends on http ^1.2.0, http ^1.2.0 is required.',
      '       e- So, because garden_widgets depends on http ^0.13.6, version solving failed.',
      '       e- ',
      '       e- Failed to update packages.',
      '',
      'BootstrapException: Failed to install.: garden_widgets at /home/aiko/src/garden/packages/garden_widgets.',
    ].join('\n');
    assert.match(cause('melos bootstrap', out), /So, because garden_widgets depends on http \^0\.13\.6, version solving failed\.$/);
  });

  it("the Firebase CLI's own ERROR line over FlutterFire's FirebaseCommandException", () => {
    const auth = 'i Found 0 Firebase projects.\nFirebaseCommandException: An error occured on the Firebase CLI when attempting to run a command.\nCOMMAND: firebase projects:list --json \nERROR: Failed to authenticate, have you run firebase login?';
    assert.match(cause('flutterfire configure --project=garden-dev --yes', auth), /Failed to authenticate, have you run firebase login\?$/);
    const access = 'FirebaseCommandException: An error occured on the Firebase CLI when attempting to run a command.\nCOMMAND: firebase apps:list --project garden-prod --json\nERROR: Failed to list Firebase apps. See firebase-debug.log for more info.';
    assert.match(cause('flutterfire configure --project=garden-prod', access), /Failed to list Firebase apps/);
  });

  it("the Dart front end's located 'Error:' over 'Error: Compilation failed.'", () => {
    const out = [
      '00:00 +0: loading /home/aiko/src/garden/test/planter_test.dart',
      "test/planter_test.dart:3:8: Error: Error when reading 'lib/gen/assets.gen.dart': No such file or directory",
      "import 'package:garden/gen/assets.gen.dart';",
      '       ^',
      "test/planter_test.dart:11:20: Error: The getter 'Assets' isn't defined for the class 'PlanterTest'.",
      '00:04 +0 -1: loading /home/aiko/src/garden/test/planter_test.dart [E]',
      '  Error: Compilation failed.',
      '00:04 +0 -1: Some tests failed.',
    ].join('\n');
    assert.equal(cause('flutter test test/planter_test.dart', out), "test/planter_test.dart:3:8: Error: Error when reading 'lib/gen/assets.gen.dart': No such file or directory");
  });

  it("a Rust test's status assertion keeps the error its code logged before the panic", () => {
    const out = [
      'running 2 tests',
      'test api::orders::tests::rejects_unknown_customer ... FAILED',
      '',
      'failures:',
      '',
      '---- api::orders::tests::rejects_unknown_customer stdout ----',
      '2026-03-04T10:11:12.000001Z ERROR create_order{customer=91}: shop_api::errors: request failed: error returned from database: insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey"',
      '',
      "thread 'api::orders::tests::rejects_unknown_customer' panicked at src/api/orders.rs:88:9:",
      'assertion `left == right` failed',
      '  left: 500',
      ' right: 422',
      'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace',
      '',
      'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s',
    ].join('\n');
    const c = cause('cargo test orders', out);
    assert.match(c, /panicked at src\/api\/orders\.rs:88:9:/);
    assert.match(c, /violates foreign key constraint "orders_customer_id_fkey"/);
    assert.doesNotMatch(c, /customer=91/);
  });
});
