// `node scripts/slowest-tests.mjs [N] [dir]`: where a test run's time went, from the reports `npm test`
// leaves in test-results/ (vitest.json, playwright.json): the N slowest vitest files and tests, and
// the N slowest Playwright tests (every attempt, retries included), slowest first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const limit = Number(process.argv[2] ?? 10);
const dir = path.resolve(process.argv[3] ?? 'test-results');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const relative = (file) => path.relative(process.cwd(), file);

function print(title, rows) {
  console.log(`\n${title}`);
  for (const { ms, name } of rows.sort((a, b) => b.ms - a.ms).slice(0, limit)) console.log(`${seconds(ms)}  ${name}`);
}

function vitest(report) {
  const files = report.testResults.map((file) => ({ ms: file.endTime - file.startTime, name: relative(file.name) }));
  print(`vitest: ${limit} slowest files of ${files.length}, ${seconds(files.reduce((sum, f) => sum + f.ms, 0))} in all`, files);
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ ms: test.duration ?? 0, name: `${relative(file.name)} › ${test.fullName}` })),
  );
  print(`vitest: ${limit} slowest tests of ${tests.length}`, tests);
}

/** Every spec of a suite and of the suites inside it. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

function playwright(report) {
  const attempts = report.suites.flatMap(specsOf).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        ms: result.duration,
        name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${result.retry ? ` (retry ${result.retry})` : ''}`,
      })),
    ),
  );
  const total = attempts.reduce((sum, a) => sum + a.ms, 0);
  print(
    `playwright: ${limit} slowest of ${attempts.length} attempts, ${seconds(total)} in all, ${seconds(report.stats.duration)} on the clock`,
    attempts,
  );
}

for (const [file, summarise] of [
  ['vitest.json', vitest],
  ['playwright.json', playwright],
]) {
  const report = path.join(dir, file);
  if (existsSync(report)) summarise(JSON.parse(readFileSync(report, 'utf8')));
  else console.log(`\n(no ${relative(report)})`);
}
