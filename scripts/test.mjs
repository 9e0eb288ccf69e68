// `npm test`: unit and integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then e2e.
// Ends with one line "Tests: N passed, N failed" summed over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const npmBin = (name) => path.join(root, 'node_modules/.bin', name);

/*
 * Lint, format and types first: they take seconds and fail on what the suites would otherwise find
 * later. Each is one thread, so the three run side by side (CI has two cores), each one's output
 * printed whole when it ends. The type check includes Next.js's route types (`next typegen`), the
 * one thing the build's own type check had over it, so the e2e build skips that second pass.
 */
const checks = [
  { name: 'lint', commands: [[npmBin('eslint'), '--max-warnings', '0', '.']] },
  { name: 'format', commands: [[npmBin('prettier'), '--check', '--log-level', 'warn', '.']] },
  {
    name: 'typecheck',
    commands: [
      [npmBin('next'), 'typegen'],
      [npmBin('tsc'), '--noEmit'],
    ],
  },
];

// A vitest file that fails before running any test (an import error) counts as one failure.
const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length,
});

const steps = [
  {
    name: 'unit + integration',
    command: [
      path.join(root, 'node_modules/.bin/vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'vitest.json')}`,
    ],
    counts: vitestCounts,
    report: 'vitest.json',
  },
  {
    name: 'e2e',
    command: [process.execPath, path.join(root, 'scripts/e2e.mjs')],
    counts: (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }),
    report: 'playwright.json',
  },
  {
    // The adapters against the real services (scripts/contract.mjs); CI sets CONTRACT=1.
    name: 'contract',
    when: process.env.CONTRACT === '1',
    // Through tsx: a service module reads what it needs of the product's own TypeScript (the flag names).
    command: [npmBin('tsx'), path.join(root, 'scripts/contract.mjs')],
    counts: vitestCounts,
    report: 'contract.json',
  },
];

const seconds = (started) => Math.round((Date.now() - started) / 1000);

/** Runs one check's commands in turn, its output kept until the end; resolves with the exit status. */
async function runCheck({ name, commands }) {
  const started = Date.now();
  let output = '';
  let status = 0;
  for (const [command, ...args] of commands) {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    if (status !== 0) break;
  }
  process.stdout.write(`${output}\n[${name}] exit ${status} after ${seconds(started)} s\n`);
  return status;
}

let passed = 0;
let failed = 0;
let exitCode = (await Promise.all(checks.map(runCheck))).find((status) => status !== 0) ?? 0;
if (exitCode !== 0) failed += 1;
// The e2e build need not type-check again what the typecheck step just passed (next.config.ts).
const env = { ...process.env, HJEMLY_TYPES_CHECKED: '1' };
for (const step of exitCode === 0 ? steps.filter((step) => step.when !== false) : []) {
  const started = Date.now();
  const [command, ...args] = step.command;
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const reportFile = step.report && path.join(results, step.report);
  if (reportFile && existsSync(reportFile)) {
    const counts = step.counts(JSON.parse(readFileSync(reportFile, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
  } else if (status !== 0) {
    failed += 1; // the step failed before its runner could report (e.g. the build)
  }
  console.log(`\n[${step.name}] exit ${status} after ${seconds(started)} s\n`);
  if (status !== 0) {
    exitCode = status ?? 1;
    break;
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
