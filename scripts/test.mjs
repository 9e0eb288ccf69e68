// `npm test`: unit and integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then e2e.
// Ends with one line "Tests: N passed, N failed" summed over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const npmBin = (name) => path.join(root, 'node_modules/.bin', name);

// Lint and types first: they take seconds and fail on what the suites would otherwise find later.
const steps = [
  { name: 'lint', command: [npmBin('eslint'), '--max-warnings', '0', '.'] },
  { name: 'format', command: [npmBin('prettier'), '--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', command: [npmBin('tsc'), '--noEmit'] },
  {
    name: 'unit + integration',
    command: [
      path.join(root, 'node_modules/.bin/vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'vitest.json')}`,
    ],
    // A file that fails before running any test (an import error) counts as one failure.
    counts: (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length,
    }),
    report: 'vitest.json',
  },
  {
    name: 'e2e',
    command: [process.execPath, path.join(root, 'scripts/e2e.mjs')],
    counts: (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }),
    report: 'playwright.json',
  },
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const step of steps) {
  const started = Date.now();
  const [command, ...args] = step.command;
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const reportFile = step.report && path.join(results, step.report);
  if (reportFile && existsSync(reportFile)) {
    const counts = step.counts(JSON.parse(readFileSync(reportFile, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
  } else if (status !== 0) {
    failed += 1; // the step failed before its runner could report (e.g. the build)
  }
  console.log(`\n[${step.name}] exit ${status} after ${Math.round((Date.now() - started) / 1000)} s\n`);
  if (status !== 0) {
    exitCode = status ?? 1;
    break;
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
