import { parseSync, type ESTree, type Plugin } from 'vite'

/** A generated recipe (styled-system/recipes/<name>.mjs), which imports `./create-recipe.mjs`. */
const GENERATED_RECIPE = /\/styled-system\/recipes\/[^/]+\.mjs$/

/** Every node of the tree, depth first. */
function* nodesOf(node: unknown): Generator<ESTree.Node> {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child)
    return
  }
  const candidate = node as { type?: unknown }
  if (typeof candidate.type === 'string') yield candidate as ESTree.Node
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'parent' && child && typeof child === 'object') yield* nodesOf(child)
  }
}

/**
 * The `createRecipe(...)` calls of a generated recipe module whose compound variants are not
 * provably none, as the source text of each call: the third argument must be `[]` (a recipe) or
 * `getSlotCompoundVariant(X, slotName)` with `const X = []` (a slot recipe), as `panda codegen`
 * writes them for a recipe without compound variants. Any other form counts as having some.
 */
export function recipesWithCompoundVariants(code: string, filename: string): string[] {
  const { program, errors } = parseSync(filename, code)
  if (errors.length > 0) return [`${filename}: not readable (${errors[0]?.message})`]
  const emptyArrays = new Set<string>()
  for (const node of nodesOf(program)) {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier') continue
    if (node.init?.type === 'ArrayExpression' && node.init.elements.length === 0)
      emptyArrays.add(node.id.name)
  }
  const isEmpty = (argument: ESTree.Node | undefined) => {
    if (argument?.type === 'ArrayExpression') return argument.elements.length === 0
    if (argument?.type !== 'CallExpression') return false
    const [list] = argument.arguments
    return (
      argument.callee.type === 'Identifier' &&
      argument.callee.name === 'getSlotCompoundVariant' &&
      list?.type === 'Identifier' &&
      emptyArrays.has(list.name)
    )
  }
  const found: string[] = []
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue
    if (node.callee.name !== 'createRecipe') continue
    if (!isEmpty(node.arguments[2])) found.push(code.slice(node.start, node.end))
  }
  return found
}

/**
 * Panda's recipes without Panda's css() runtime in the browser (decision 035). In a build, the
 * generated recipes (styled-system/recipes/*.mjs) get `runtime`
 * (src/theme/panda-lean-create-recipe.mjs) in place of their `./create-recipe.mjs`: the same class
 * names, without the compound-variant code that imports Panda's css() and cva. A generated
 * recipe with compound variants fails the build. The generated modules (styled-system/) are
 * declared free of side effects: a module none of whose exports is used (css() once every
 * literal call is a string, see panda-static-css.ts) is left out, though it computes tables
 * when evaluated. The dev server and Vitest keep Panda's own runtime;
 * tests/unit/panda-lean-recipes.test.ts shows that both give the same class names.
 */
export function pandaLeanRecipes(runtime: string): Plugin {
  return {
    name: 'panda-lean-recipes',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\.\/create-recipe\.mjs$/ },
      handler(_source, importer) {
        return importer && GENERATED_RECIPE.test(importer) ? runtime : null
      },
    },
    transform: {
      filter: { id: /\/styled-system\/.*\.mjs$/ },
      handler(code, id) {
        if (GENERATED_RECIPE.test(id)) {
          const compound = recipesWithCompoundVariants(code, id)
          if (compound.length > 0) {
            this.error(
              `${id}: a recipe with compound variants (${compound.join('; ')}). The lean recipe runtime (src/theme/panda-lean-create-recipe.mjs) has none: remove them, or the panda-lean-recipes plugin (decision 035).`,
            )
          }
        }
        return { moduleSideEffects: false }
      },
    },
  }
}
