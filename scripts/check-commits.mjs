#!/usr/bin/env node
// Commit subjects of 72 characters at most (docs/decisions/049-words-and-comments.md), checked on
// the commits since a base: `npm run check:commits -- [base]`; without a base, the
// merge-base with origin/main (else main). The history before the base is never checked.
import { execFileSync } from 'node:child_process'

const LIMIT = 72
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
const tryGit = (...args) => {
  try {
    return git(...args)
  } catch {
    return null
  }
}

const base =
  process.argv[2] ??
  tryGit('merge-base', 'HEAD', 'origin/main') ??
  tryGit('merge-base', 'HEAD', 'main')
if (!base || !tryGit('rev-parse', '--verify', `${base}^{commit}`)) {
  console.error(`check-commits: no commit to start from (${base ?? 'no origin/main nor main'})`)
  process.exit(2)
}
// %h and the subject, one commit a line; merges are checked too (their subject is written here).
const commits = git('log', '--format=%h %s', `${base}..HEAD`)
  .split('\n')
  .filter(Boolean)
  .map((line) => ({
    hash: line.slice(0, line.indexOf(' ')),
    subject: line.slice(line.indexOf(' ') + 1),
  }))
const long = commits.filter(({ subject }) => [...subject].length > LIMIT)
for (const { hash, subject } of long)
  console.error(`${hash} ${[...subject].length} characters: ${subject.slice(0, LIMIT)}…`)
console.log(
  `check-commits: ${commits.length} commit(s) since ${base.slice(0, 12)}, ${long.length} subject(s) over ${LIMIT} characters`,
)
process.exit(long.length > 0 ? 1 : 0)
