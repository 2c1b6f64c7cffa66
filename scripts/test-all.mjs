#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest, Playwright, in that order. Every stage
// runs even after a failure. Typecheck and lint count as one test each; the
// Vitest and Playwright counts come from their JSON reports (a runner that
// ends without a report counts as one failed test). The last line printed is
// exactly `N passed, N failed`.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) =>
  join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name)
const resultsDir = join(root, 'test-results')
const vitestReport = join(resultsDir, 'vitest.json')
const playwrightReport = join(resultsDir, 'playwright.json')

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env })
    child.on('error', (error) => {
      console.error(`[test-all] cannot start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

function banner(title) {
  console.log(`\n[test-all] ===== ${title} =====\n`)
}

const stages = []

async function single(title, command, args) {
  banner(title)
  const code = await run(command, args)
  const result = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  stages.push({ title, ...result, code })
}

async function withReport(title, command, args, report, count) {
  banner(title)
  rmSync(report, { force: true })
  const code = await run(command, args)
  const json = existsSync(report) ? readJson(report) : undefined
  let result = json ? count(json) : undefined
  if (!result) {
    console.error(`[test-all] ${title}: no readable report at ${report} (exit code ${code})`)
    result = { passed: 0, failed: 1 }
  } else if (code !== 0 && result.failed === 0) {
    // Crashed, errors outside tests, no test found...: the stage still fails.
    console.error(`[test-all] ${title} exited with code ${code} without a failed test`)
    result = { ...result, failed: 1 }
  }
  stages.push({ title, ...result, code })
}

mkdirSync(resultsDir, { recursive: true })

await single('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])
await single('lint', bin('eslint'), ['.'])
await withReport(
  'unit (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (json) =>
    typeof json.numPassedTests === 'number'
      ? { passed: json.numPassedTests, failed: json.numFailedTests ?? 0 }
      : undefined,
)
await withReport(
  'end-to-end (playwright)',
  bin('playwright'),
  ['test'],
  playwrightReport,
  (json) =>
    json.stats
      ? {
          passed: (json.stats.expected ?? 0) + (json.stats.flaky ?? 0),
          failed: (json.stats.unexpected ?? 0) + (json.errors?.length ? 1 : 0),
        }
      : undefined,
)

console.log('\n[test-all] summary')
for (const s of stages) {
  console.log(`[test-all]   ${s.title}: ${s.passed} passed, ${s.failed} failed (exit ${s.code})`)
}
const passed = stages.reduce((n, s) => n + s.passed, 0)
const failed = stages.reduce((n, s) => n + s.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
