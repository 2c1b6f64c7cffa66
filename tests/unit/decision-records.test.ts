import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = join(__dirname, '..', '..', 'docs', 'decisions')
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name))
const index = readFileSync(join(DIR, 'README.md'), 'utf8')

/** The index's row of a record: `| NNN | [title](file) | date | status |`. */
const rowOf = (file: string) =>
  index.split('\n').find((line) => line.startsWith(`| ${file.slice(0, 3)} `))

describe('docs/decisions/', () => {
  it('holds records numbered once each', () => {
    const numbers = records.map((name) => name.slice(0, 3))
    expect(numbers.length).toBeGreaterThan(30)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it.each(records)('%s has the template’s head: its number and title, a date, a status', (file) => {
    const lines = readFileSync(join(DIR, file), 'utf8').split('\n')
    expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\. \\S`))
    expect(lines).toContainEqual(expect.stringMatching(/^Date: \d{4}-\d{2}-\d{2}$/))
    expect(lines).toContainEqual(
      expect.stringMatching(/^Status: (proposed|accepted|superseded by \d{3}|partly superseded)/),
    )
  })

  it.each(records)('%s is in the index with its link, its date and its status', (file) => {
    const row = rowOf(file)
    expect(row, `docs/decisions/README.md lists ${file}`).toBeDefined()
    expect(row).toContain(`](${file})`)
    const date = /^Date: (.+)$/m.exec(readFileSync(join(DIR, file), 'utf8'))?.[1]
    expect(row).toContain(`| ${date} |`)
  })
})
