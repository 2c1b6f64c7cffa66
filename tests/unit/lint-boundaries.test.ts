import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const cwd = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd })

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error('ESLint returned no result')
  const fatal = result.messages.filter((m) => m.fatal)
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'))
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length
}

// [file being linted, import specifier]
const forbidden: Array<[string, string]> = [
  ['contract/schemas/user.ts', '../../src/app'],
  ['contract/index.ts', '../src/app'],
  ['contract/index.ts', '@/app'],
  ['contract/index.ts', '../machines/vote.machine'],
  ['contract/index.ts', '@machines/vote.machine'],
  ['contract/rules/points.ts', '../../mocks/db'],
  ['contract/index.ts', '@mocks/db'],
  ['machines/vote.machine.ts', '../src/api/client'],
  ['machines/vote.machine.ts', '@/api/client'],
  ['machines/vote.machine.ts', '../mocks/db'],
  ['machines/vote.machine.ts', '@mocks/db'],
  ['mocks/handlers/vote.ts', '../../src/api/client'],
  ['mocks/db.ts', '@/api/client'],
  ['mocks/db.ts', '../machines/vote.machine'],
  ['mocks/db.ts', '@machines/vote.machine'],
  ['src/main.tsx', '../mocks/browser'],
  ['src/app/bootstrap.ts', '../../mocks/browser'],
  ['src/main.tsx', '@mocks/browser'],
  ['contract/index.ts', '../backend/router'],
  ['contract/index.ts', '@backend/ports'],
  ['contract/index.ts', '@server/main'],
  ['machines/vote.machine.ts', '../backend/ports'],
  ['machines/vote.machine.ts', '@server/main'],
  ['mocks/ports.ts', '../server/main'],
  ['mocks/ports.ts', '@server/main'],
  ['backend/router.ts', '../mocks/ports'],
  ['backend/router.ts', '@mocks/ports'],
  ['backend/router.ts', '../server/main'],
  ['backend/router.ts', '@server/main'],
  ['backend/router.ts', '../src/api/client'],
  ['backend/router.ts', '@/api/client'],
  ['backend/router.ts', '../machines/vote.machine'],
  ['backend/shop.ts', 'node:crypto'],
  ['backend/shop.ts', 'fs'],
  ['server/main.ts', '../mocks/ports'],
  ['server/main.ts', '@mocks/ports'],
  ['server/db/store.ts', '../../src/api/client'],
  ['server/main.ts', '@/api/client'],
  ['server/main.ts', '@machines/vote.machine'],
  ['src/main.tsx', '../backend/router'],
  ['src/app/bootstrap.ts', '@backend/ports'],
  ['src/main.tsx', '../server/main'],
  ['src/main.tsx', '@server/main'],
  // Inside src/: no feature imports another feature or app; shared code imports neither.
  ['src/features/public/HomePage.tsx', '@/features/vote/VoteReturnSlot'],
  ['src/features/fidelity/ClaimDialog.tsx', '../shop/TargetFields'],
  ['src/features/auth/mock/MailboxPage.tsx', '../../shop/styles'],
  ['src/features/shop/ShopItemsPage.tsx', '@/app/router'],
  ['src/features/shop/ShopItemsPage.tsx', '@/features/dev/DevToggle'],
  ['src/shared/services.tsx', '@/app/boot'],
  ['src/shared/auth/session.tsx', '../../app/boot'],
  ['src/shared/styles.ts', '@/features/shop/styles'],
  ['src/shared/api/client.ts', '../../features/shop/api'],
]

const allowed: Array<[string, string]> = [
  ['contract/index.ts', './schemas/user'],
  ['contract/rules/points.ts', '../schemas/user'],
  ['contract/index.ts', 'zod'],
  ['machines/vote.machine.ts', '../contract/index'],
  ['machines/vote.machine.ts', '@contract/index'],
  ['machines/vote.machine.ts', 'xstate'],
  ['mocks/db.ts', '../contract/schemas/user'],
  ['mocks/db.ts', '@contract/index'],
  ['mocks/db.ts', 'msw'],
  ['src/main.tsx', '@machines/vote.machine'],
  ['src/main.tsx', '@contract/index'],
  ['src/main.tsx', '@/app/App'],
  ['src/pages/Home.tsx', '../components/Card'],
  ['src/features/auth/mock/MailboxPage.tsx', '../styles'],
  ['src/features/fidelity/ClaimDialog.tsx', '@/shared/TargetFields'],
  ['src/features/fidelity/ClaimDialog.tsx', '@/features/fidelity/rewards'],
  ['src/features/fidelity/ClaimDialog.tsx', './rewards'],
  ['src/app/routes/home.tsx', '@/features/vote/vote-return'],
  ['src/app/boot.tsx', '@/shared/services'],
  ['src/shared/auth/session.tsx', '../components/Button'],
  ['mocks/ports.ts', '../backend/ports'],
  ['mocks/ports.ts', '@backend/ports'],
  ['backend/router.ts', '../contract/index'],
  ['backend/router.ts', '@contract/index'],
  ['backend/router.ts', '@ts-rest/serverless/fetch'],
  ['server/main.ts', '../backend/handler'],
  ['server/main.ts', '@backend/handler'],
  ['server/main.ts', 'node:http'],
]

// ESLint loads its whole config on the first call: slow on a busy machine.
describe(
  'import direction (no-restricted-imports in eslint.config.js)',
  { timeout: 60_000 },
  () => {
    it.each(forbidden)('%s may not import %s', async (file, specifier) => {
      expect(
        await restrictedImports(file, `import x from '${specifier}'\nexport default x\n`),
      ).toBe(1)
      expect(await restrictedImports(file, `export { y } from '${specifier}'\n`)).toBe(1)
      expect(
        await restrictedImports(file, `import type { T } from '${specifier}'\nexport type U = T\n`),
      ).toBe(1)
    })

    it.each(allowed)('%s may import %s', async (file, specifier) => {
      expect(
        await restrictedImports(file, `import x from '${specifier}'\nexport default x\n`),
      ).toBe(0)
    })

    it('src may reach mocks through a dynamic import()', async () => {
      const code = `export async function startMocks() {\n  const { worker } = await import('../mocks/browser')\n  const alias = await import('@mocks/browser')\n  return [worker, alias]\n}\n`
      expect(await restrictedImports('src/main.tsx', code)).toBe(0)
    })

    it('tests are not bound by the rule', async () => {
      expect(
        await restrictedImports(
          'tests/e2e/helpers.ts',
          `import x from '../../mocks/db'\nexport default x\n`,
        ),
      ).toBe(0)
    })
  },
)
