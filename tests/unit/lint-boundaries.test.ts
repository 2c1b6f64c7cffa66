import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const cwd = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd })

/** `@/x` and `@layer/x` as tsconfig.json maps them. */
const aliasRoot = (specifier: string) =>
  specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier.slice(1)

async function boundaryErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error('ESLint returned no result')
  const fatal = result.messages.filter((m) => m.fatal)
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'))
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').length
}

// [file being linted, import specifier]: each specifier names a file that exists, since the
// rule checks the file an import resolves to.
const forbidden: Array<[string, string]> = [
  ['contract/schemas/shop.ts', '../../src/app/boot'],
  ['contract/index.ts', '@/app/boot'],
  ['contract/index.ts', '../machines/vote.machine'],
  ['contract/index.ts', '@machines/vote.machine'],
  ['contract/rules/transfer.ts', '../../mocks/db/ledger'],
  ['contract/index.ts', '@mocks/db/ledger'],
  ['machines/vote.machine.ts', '../src/shared/api/client'],
  ['machines/vote.machine.ts', '@/shared/api/client'],
  ['machines/vote.machine.ts', '../mocks/db/ledger'],
  ['machines/vote.machine.ts', '@mocks/db/ledger'],
  ['mocks/handlers.ts', '../src/shared/api/client'],
  ['mocks/faults.ts', '@/shared/api/client'],
  ['mocks/faults.ts', '../machines/vote.machine'],
  ['mocks/faults.ts', '@machines/vote.machine'],
  ['src/main.tsx', '../mocks/browser'],
  ['src/app/boot.tsx', '../../mocks/browser'],
  ['src/main.tsx', '@mocks/browser'],
  ['contract/index.ts', '../backend/routes/router'],
  ['contract/index.ts', '@backend/ports'],
  ['contract/index.ts', '@server/http/app'],
  ['machines/vote.machine.ts', '../backend/ports'],
  ['machines/vote.machine.ts', '@server/http/app'],
  ['mocks/ports.ts', '../server/http/app'],
  ['mocks/ports.ts', '@server/http/app'],
  ['backend/routes/router.ts', '../../mocks/ports'],
  ['backend/routes/router.ts', '@mocks/ports'],
  ['backend/routes/router.ts', '../../server/http/app'],
  ['backend/routes/router.ts', '@server/http/app'],
  ['backend/routes/router.ts', '../../src/shared/api/client'],
  ['backend/routes/router.ts', '@/shared/api/client'],
  ['backend/routes/router.ts', '../../machines/vote.machine'],
  ['backend/routes/shop.ts', 'node:crypto'],
  ['backend/routes/shop.ts', 'fs'],
  ['server/http/app.ts', '../../mocks/ports'],
  ['server/http/app.ts', '@mocks/ports'],
  ['server/db/client.ts', '../../src/shared/api/client'],
  ['server/http/app.ts', '@/shared/api/client'],
  ['server/http/app.ts', '@machines/vote.machine'],
  ['src/main.tsx', '../backend/routes/router'],
  ['src/app/boot.tsx', '@backend/ports'],
  ['src/main.tsx', '../server/http/app'],
  ['src/main.tsx', '@server/http/app'],
  // Inside src/: no feature imports another feature or app; shared code imports neither.
  ['src/features/public/HomePage.tsx', '@/features/vote/VoteReturnNotice'],
  ['src/features/loyalty/ClaimDialog.tsx', '../shop/api'],
  ['src/features/auth/mock/MailboxPage.tsx', '../../shop/styles'],
  ['src/features/shop/TransferPage.tsx', '@/app/router'],
  ['src/features/shop/TransferPage.tsx', '@/features/dev/DevToggle'],
  ['src/shared/runtime/services.tsx', '@/app/boot'],
  ['src/shared/auth/session.tsx', '../../app/boot'],
  ['src/shared/page/styles.ts', '@/features/shop/styles'],
  ['src/shared/api/client.ts', '../../features/shop/api'],
]

const allowed: Array<[string, string]> = [
  ['contract/index.ts', './schemas/shop'],
  ['contract/rules/transfer.ts', '../schemas/shop'],
  ['contract/index.ts', 'zod'],
  ['machines/vote.machine.ts', '../contract/index'],
  ['machines/vote.machine.ts', '@contract/index'],
  ['machines/vote.machine.ts', 'xstate'],
  ['mocks/faults.ts', '../contract/schemas/shop'],
  ['mocks/faults.ts', '@contract/index'],
  ['mocks/faults.ts', 'msw'],
  ['src/main.tsx', '@machines/vote.machine'],
  ['src/main.tsx', '@contract/index'],
  ['src/main.tsx', '@/app/boot'],
  ['src/features/auth/mock/MailboxPage.tsx', '../messages'],
  ['src/features/loyalty/ClaimDialog.tsx', '@/shared/delivery/TargetFields'],
  ['src/features/shop/TransferPage.tsx', '@/features/shop/api'],
  ['src/features/shop/TransferPage.tsx', './api'],
  ['src/app/routes/home.tsx', '@/features/vote/vote-return'],
  ['src/app/boot.tsx', '@/shared/runtime/services'],
  ['src/shared/auth/session.tsx', '../api/client'],
  ['mocks/ports.ts', '../backend/ports'],
  ['mocks/ports.ts', '@backend/ports'],
  ['backend/routes/router.ts', '../../contract/index'],
  ['backend/routes/router.ts', '@contract/index'],
  ['backend/routes/router.ts', '@ts-rest/serverless/fetch'],
  ['server/http/app.ts', '../../backend/http/handler'],
  ['server/http/app.ts', '@backend/http/handler'],
  ['server/http/app.ts', 'node:http'],
]

// ESLint loads its whole config on the first call: slow on a busy machine.
describe(
  'import direction (boundaries/dependencies in eslint.config.js)',
  { timeout: 60_000 },
  () => {
    it('every fixture names a file that exists', () => {
      for (const [file, specifier] of [...forbidden, ...allowed]) {
        expect(existsSync(join(cwd, file)), file).toBe(true)
        if (
          !specifier.startsWith('.') &&
          !specifier.startsWith('@/') &&
          !/^@(contract|machines|mocks|backend|server)\//.test(specifier)
        )
          continue
        const base = specifier.startsWith('.')
          ? join(cwd, dirname(file), specifier)
          : join(cwd, aliasRoot(specifier))
        expect(
          ['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(base + ext)),
          specifier,
        ).toBe(true)
      }
    })

    it.each(forbidden)('%s may not import %s', async (file, specifier) => {
      expect(await boundaryErrors(file, `import x from '${specifier}'\nexport default x\n`)).toBe(1)
      expect(await boundaryErrors(file, `export { y } from '${specifier}'\n`)).toBe(1)
      expect(
        await boundaryErrors(file, `import type { T } from '${specifier}'\nexport type U = T\n`),
      ).toBe(1)
    })

    it.each(allowed)('%s may import %s', async (file, specifier) => {
      expect(await boundaryErrors(file, `import x from '${specifier}'\nexport default x\n`)).toBe(0)
    })

    it('src may reach mocks through a dynamic import()', async () => {
      const code = `export async function startMocks() {\n  const { worker } = await import('../mocks/browser')\n  const alias = await import('@mocks/browser')\n  return [worker, alias]\n}\n`
      expect(await boundaryErrors('src/main.tsx', code)).toBe(0)
    })

    it('tests are not bound by the rule', async () => {
      expect(
        await boundaryErrors(
          'tests/e2e/helpers/test.ts',
          `import x from '../../../mocks/faults'\nexport default x\n`,
        ),
      ).toBe(0)
    })
  },
)
