// The recipes' runtime that the build gives the generated recipes (styled-system/recipes/*.mjs)
// in place of their own `./create-recipe.mjs` (build/panda-lean-recipes.ts, decision 035).
// Panda's createRecipe, without its compound variants: every class name comes from the same
// code (Panda's createCss, its conditions and breakpoints), but the recipes carry no compound
// variant, so Panda's css() runtime (its utility table) and cva, which only compound variants
// need, are left out. A recipe with compound variants is refused: the build checks the config
// first, this throws if the generated code has them all the same.
// tests/unit/panda-lean-recipes.test.ts compares every recipe and variant combination with
// Panda's own runtime.
import { finalizeConditions, sortConditions } from '../../styled-system/css/conditions.mjs'
import { cx } from '../../styled-system/css/cx.mjs'
import { compact, createCss, splitProps, uniq, withoutSpace } from '../../styled-system/helpers.mjs'

export const createRecipe = (name, defaultVariants, compoundVariants) => {
  if (compoundVariants.length > 0) {
    throw new Error(`[recipe:${name}] compound variants need Panda's own createRecipe`)
  }
  const getVariantProps = (variants) => ({
    [name]: '__ignore__',
    ...defaultVariants,
    ...compact(variants),
  })
  // As Panda's recipeFn: `name` for the recipe's base, `name--prop_value` for each variant.
  const recipeCss = createCss({
    conditions: {
      shift: sortConditions,
      finalize: finalizeConditions,
      breakpoints: { keys: ['base', 'sm', 'md', 'lg', 'xl', '2xl'] },
    },
    utility: {
      toHash: (path, hashFn) => hashFn(path.join(':')),
      transform: (prop, value) =>
        value === '__ignore__'
          ? { className: name }
          : { className: `${name}--${prop}_${withoutSpace(value)}` },
    },
  })
  return {
    recipeFn: (variants) => recipeCss(getVariantProps(variants)),
    getVariantProps,
    // No compound variant: none applies.
    __getCompoundVariantCss__: () => ({}),
  }
}

// Panda's own, unchanged.
export const mergeRecipes = (recipeA, recipeB) => {
  if (recipeA && !recipeB) return recipeA
  if (!recipeA && recipeB) return recipeB

  const recipeFn = (...args) => cx(recipeA(...args), recipeB(...args))
  const variantKeys = uniq(recipeA.variantKeys, recipeB.variantKeys)
  const variantMap = variantKeys.reduce((acc, key) => {
    acc[key] = uniq(recipeA.variantMap[key], recipeB.variantMap[key])
    return acc
  }, {})

  return Object.assign(recipeFn, {
    __recipe__: true,
    __name__: `${recipeA.__name__} ${recipeB.__name__}`,
    raw: (props) => props,
    variantKeys,
    variantMap,
    splitVariantProps(props) {
      return splitProps(props, variantKeys)
    },
  })
}
