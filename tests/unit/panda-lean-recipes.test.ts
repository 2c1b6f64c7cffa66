import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pandaConfig from '../../panda.config'
import { pandaLeanRecipes, recipesWithCompoundVariants } from '../../build/panda-lean-recipes'
import { createRecipe as leanCreateRecipe } from '../../src/theme/panda-lean-create-recipe.mjs'

/**
 * The lean recipe runtime that the build gives the generated recipes (decision 035) against
 * Panda's own: every generated recipe is loaded twice, once as Panda generated it, once with
 * the lean createRecipe in place of its `./create-recipe.mjs` (as the build resolves it), and
 * both must give the same class names for every combination of variants.
 */

const recipesDir = fileURLToPath(new URL('../../styled-system/recipes/', import.meta.url))
const pandaCreateRecipe = `${recipesDir}create-recipe.mjs`
const leanRuntime = fileURLToPath(
  new URL('../../src/theme/panda-lean-create-recipe.mjs', import.meta.url),
)
const names = readdirSync(recipesDir)
  .filter((file) => file.endsWith('.mjs') && !['index.mjs', 'create-recipe.mjs'].includes(file))
  .map((file) => file.slice(0, -'.mjs'.length))
  .sort()

type Props = Record<string, unknown> | undefined
interface Recipe {
  (props?: Props): string | Record<string, string>
  __recipe__: boolean
  __name__: string
  variantKeys: string[]
  variantMap: Record<string, string[]>
  raw: (props: Props) => unknown
  getVariantProps: (props: Props) => Record<string, unknown>
  splitVariantProps: (props: Record<string, unknown>) => unknown[]
  __getCompoundVariantCss__?: (props: Props) => unknown
  classNameMap?: unknown
  merge?: (other: Recipe) => Recipe
}

async function loadRecipes(): Promise<Record<string, Recipe>> {
  const recipes: Record<string, Recipe> = {}
  for (const name of names) {
    const module = (await import(`${recipesDir}${name}.mjs`)) as Record<string, Recipe>
    recipes[name] = module[name]!
  }
  return recipes
}

let panda: Record<string, Recipe>
let lean: Record<string, Recipe>
/** How many times the generated recipes imported the lean runtime in place of Panda's. */
let leanLoads = 0

beforeAll(async () => {
  panda = await loadRecipes()
  vi.resetModules()
  vi.doMock(pandaCreateRecipe, () => {
    leanLoads++
    return import(leanRuntime)
  })
  lean = await loadRecipes()
})

afterAll(() => {
  vi.doUnmock(pandaCreateRecipe)
  vi.resetModules()
})

/** A variant left out of the props (unlike one given as undefined). */
const ABSENT = Symbol('absent')

/** The values a variant is tried with: absent, undefined, null, each of its values, booleans. */
function valuesOf(values: string[]): unknown[] {
  const tried: unknown[] = [ABSENT, undefined, null, ...values]
  if (values.includes('true') || values.includes('false')) tried.push(true, false)
  return tried
}

/** Every combination of the variants' values, and no props at all. */
function combinations(variantMap: Record<string, string[]>): Props[] {
  let all: Record<string, unknown>[] = [{}]
  for (const [key, values] of Object.entries(variantMap)) {
    all = all.flatMap((props) =>
      valuesOf(values).map((value) => (value === ABSENT ? props : { ...props, [key]: value })),
    )
  }
  return [undefined, ...all]
}

/** Values written by condition (responsive arrays, breakpoints, states, selectors). */
function conditionalProps(variantMap: Record<string, string[]>): Props[] {
  return Object.entries(variantMap).flatMap(([key, values]) => {
    const [a = 'x', b = a] = values
    return [
      { [key]: { base: a, md: b } },
      { [key]: { sm: b, lg: a, _hover: b } },
      { [key]: [a, b, a, b, a, b] },
      { [key]: [a, null, b] },
      { [key]: { _hover: a, '&:focus-visible': b, _unknown: a } },
      { [key]: { md: { _hover: a, nested: b } } },
    ]
  })
}

/** Values no variant has: spaces, « !important », numbers. */
const oddValues = (variantMap: Record<string, string[]>): Props[] =>
  Object.keys(variantMap).flatMap((key) => [
    { [key]: 'two words' },
    { [key]: 'loud!important' },
    { [key]: 3 },
  ])

function expectSameRecipe(name: string, props: Props) {
  const label = `${name}(${JSON.stringify(props)})`
  const real = panda[name]!
  const ours = lean[name]!
  expect(ours(props), label).toEqual(real(props))
  expect(ours.getVariantProps(props), label).toEqual(real.getVariantProps(props))
  expect(ours.__getCompoundVariantCss__?.(props), label).toEqual(
    real.__getCompoundVariantCss__?.(props),
  )
  expect(ours.raw(props), label).toEqual(real.raw(props))
  if (props) expect(ours.splitVariantProps(props), label).toEqual(real.splitVariantProps(props))
}

describe('the lean createRecipe gives the class names of Panda’s runtime', () => {
  it('covers every recipe of the config, each generated and loaded both ways', () => {
    const theme = pandaConfig.theme?.extend
    const configured = [
      ...Object.keys(theme?.recipes ?? {}),
      ...Object.keys(theme?.slotRecipes ?? {}),
    ].sort()
    expect(names).toEqual(configured)
    expect(leanLoads).toBe(1)
    for (const name of names) {
      expect(lean[name], name).toBeTypeOf('function')
      expect(lean[name], name).not.toBe(panda[name])
    }
    // The build's class names for a recipe's base and a variant, as the style sheet has them.
    expect(lean.button!({ fullWidth: true })).toBe(
      'button button--variant_solid button--size_md button--fullWidth_true',
    )
    expect(lean.dialog!()).toMatchObject({ footer: 'dialog__footer' })
  })

  it.each(names)('%s: every combination of its variants, defaults and undefined props', (name) => {
    const real = panda[name]!
    expect(lean[name]!.variantKeys).toEqual(real.variantKeys)
    expect(lean[name]!.variantMap).toEqual(real.variantMap)
    expect(lean[name]!.__name__).toBe(real.__name__)
    expect(lean[name]!.__recipe__).toBe(real.__recipe__)
    expect(lean[name]!.classNameMap).toEqual(real.classNameMap)
    const all = combinations(real.variantMap)
    expect(all.length).toBeGreaterThan(Object.keys(real.variantMap).length)
    for (const props of all) expectSameRecipe(name, props)
    for (const props of [{}, { unknown: 'x' }]) expectSameRecipe(name, props)
  })

  it.each(names)('%s: values by condition and values no variant has', (name) => {
    const { variantMap } = panda[name]!
    for (const props of [...conditionalProps(variantMap), ...oddValues(variantMap)]) {
      expectSameRecipe(name, props)
    }
  })

  it('merges two recipes as Panda does', () => {
    const merged = {
      panda: panda.button!.merge!(panda.badge!),
      lean: lean.button!.merge!(lean.badge!),
    }
    expect(merged.lean.variantKeys).toEqual(merged.panda.variantKeys)
    expect(merged.lean.variantMap).toEqual(merged.panda.variantMap)
    expect(merged.lean.__name__).toBe(merged.panda.__name__)
    for (const props of combinations(merged.panda.variantMap)) {
      expect(merged.lean(props), JSON.stringify(props)).toBe(merged.panda(props))
    }
  })
})

describe('recipes with compound variants are refused', () => {
  const read = (name: string) => readFileSync(`${recipesDir}${name}.mjs`, 'utf8')

  it('finds none in the generated recipes, and reads each of their createRecipe calls', () => {
    for (const name of names) {
      expect(recipesWithCompoundVariants(read(name), `${recipesDir}${name}.mjs`), name).toEqual([])
      expect(read(name), name).toMatch(/createRecipe\(/)
    }
  })

  it('finds them in a recipe, in a slot recipe, and in any form it cannot read as none', () => {
    const file = `${recipesDir}chip.mjs`
    const recipe = read('button').replace(
      /\}, \[\]\)/,
      "}, [{ size: 'sm', variant: 'ghost', css: { p: '1' } }])",
    )
    expect(recipe).not.toBe(read('button'))
    expect(recipesWithCompoundVariants(recipe, file)).toEqual([
      expect.stringContaining("createRecipe('button'"),
    ])
    const slot = read('alert').replace(
      'const alertCompoundVariants = []',
      "const alertCompoundVariants = [{ status: 'success', css: { root: { p: '1' } } }]",
    )
    expect(slot).not.toBe(read('alert'))
    expect(recipesWithCompoundVariants(slot, file)).toHaveLength(1)
    for (const call of [
      "createRecipe('chip', {}, compounds)",
      "createRecipe('chip', {})",
      "createRecipe('chip', {}, getSlotCompoundVariant(unknown, 'root'))",
    ]) {
      expect(recipesWithCompoundVariants(`${call}\n`, file), call).toHaveLength(1)
    }
  })

  it('fails the build', () => {
    const plugin = pandaLeanRecipes(leanRuntime)
    const transform = plugin.transform as {
      handler: (this: { error: (message: string) => never }, code: string, id: string) => unknown
    }
    const context = {
      error: (message: string): never => {
        throw new Error(message)
      },
    }
    const compound = "createRecipe('chip', {}, [{ size: 'sm', css: {} }])\n"
    expect(() => transform.handler.call(context, compound, `${recipesDir}chip.mjs`)).toThrow(
      /chip\.mjs: a recipe with compound variants/,
    )
    expect(transform.handler.call(context, read('button'), `${recipesDir}button.mjs`)).toEqual({
      moduleSideEffects: false,
    })
  })

  it('throws at run time if the generated code has some all the same', () => {
    expect(() => leanCreateRecipe('chip', {}, [{ size: 'sm', css: {} }])).toThrow(
      /\[recipe:chip\] compound variants/,
    )
  })
})

describe('the plugin', () => {
  const plugin = pandaLeanRecipes(leanRuntime)
  const { handler: resolveId } = plugin.resolveId as {
    handler: (source: string, importer: string | undefined) => string | null
  }

  it('gives the lean runtime to the generated recipes only, in builds only', () => {
    expect(plugin.apply).toBe('build')
    expect(resolveId('./create-recipe.mjs', `${recipesDir}button.mjs`)).toBe(leanRuntime)
    expect(resolveId('./create-recipe.mjs', '/project/src/shared/components/Button.tsx')).toBeNull()
    expect(resolveId('./create-recipe.mjs', undefined)).toBeNull()
  })

  it('declares the generated modules free of side effects', () => {
    const transform = plugin.transform as {
      filter: { id: RegExp }
      handler: (code: string, id: string) => unknown
    }
    const css = `${recipesDir}../css/css.mjs`
    expect(transform.filter.id.test(css)).toBe(true)
    expect(transform.filter.id.test('/project/src/shared/styles.ts')).toBe(false)
    expect(transform.handler(readFileSync(css, 'utf8'), css)).toEqual({ moduleSideEffects: false })
  })
})
