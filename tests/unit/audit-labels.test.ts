import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from '@/features/admin/audit-actions'

const AREAS = ['backend/routes', 'backend/domain', 'server/jobs']
const sources = AREAS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8')),
)
/** An audit action written as a literal: `action: '…'` or `audited(caller, '…'`. */
const LITERAL = /(?:action: |audited\(\s*\w+,\s*)'([a-z-]+\.[a-z.-]+)'/g
/** The actions built from a template (backend/routes/admin.ts, approvals.ts, domain/approvals.ts, the CLI). */
const TEMPLATED = [
  ...['credit', 'debit'].flatMap((d) => [
    `points.${d}`,
    ...['request', 'approve', 'reject'].map((v) => `points.${d}.${v}`),
  ]),
  'points.approval.approve',
  'points.approval.reject',
  'operator.grant',
  'operator.revoke',
  'news.pin',
  'news.unpin',
]

describe('the audit page names every action in French', () => {
  const literals = [
    ...new Set(sources.flatMap((s) => [...s.matchAll(LITERAL)].map((m) => m[1] ?? ''))),
  ]

  it('finds the literal actions it checks', () => {
    expect(literals).toEqual(
      expect.arrayContaining(['player.ban', 'player.ban.end', 'incident.post']),
    )
  })

  it.each([...literals, ...TEMPLATED])('%s has a French label', (action) => {
    expect(AUDIT_ACTIONS[action]).toMatch(/^[A-ZÉ]/)
  })
})
