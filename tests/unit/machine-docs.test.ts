import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMachineDocs, MACHINE_DOCS_DIR, MACHINES } from '../../scripts/machines-docs'

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', {
  eager: true,
})

const isMachine = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && 'root' in value && 'id' in value

describe('docs/machines/', () => {
  it('documents every machine of machines/', () => {
    const exported = Object.values(machineModules).flatMap((module) =>
      Object.values(module).filter(isMachine),
    )
    const documented = new Set(MACHINES.map((doc) => doc.machine))
    const missing = exported.filter((machine) => !documented.has(machine as never))
    expect(missing.map((machine) => machine.id)).toEqual([])
  })

  it('is current (run `npm run machines:docs` after changing a machine)', async () => {
    const expected = await generateMachineDocs()
    expect(existsSync(MACHINE_DOCS_DIR), 'run `npm run machines:docs`').toBe(true)
    expect(readdirSync(MACHINE_DOCS_DIR).sort()).toEqual([...expected.keys()].sort())
    for (const [name, text] of expected) {
      expect(readFileSync(join(MACHINE_DOCS_DIR, name), 'utf8'), `docs/machines/${name}`).toBe(text)
    }
  })

  it('draws each machine as a Mermaid state diagram with its events', async () => {
    const files = await generateMachineDocs()
    const transfer = files.get('transfer.md') ?? ''
    expect(transfer).toContain('```mermaid\nstateDiagram-v2\n')
    expect(transfer).toContain('editing --> submitting : form.submit [isValid]')
    expect(transfer).toContain('submitting --> unknown : error submit')
    expect(transfer).toMatch(/\| `form\.submit` +\|/)
  })
})
