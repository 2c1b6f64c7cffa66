import { alertRecipe } from './alert'
import { avatarRecipe } from './avatar'
import { badgeRecipe } from './badge'
import { buttonRecipe } from './button'
import { cardRecipe } from './card'
import { checkboxRecipe } from './checkbox'
import { dialogRecipe } from './dialog'
import { fieldRecipe } from './field'
import { menuRecipe } from './menu'
import { navbarRecipe } from './navbar'
import { selectRecipe } from './select'
import { spinnerRecipe } from './spinner'
import { tableRecipe } from './table'

export const recipes = {
  button: buttonRecipe,
  spinner: spinnerRecipe,
  card: cardRecipe,
  badge: badgeRecipe,
}

export const slotRecipes = {
  alert: alertRecipe,
  avatar: avatarRecipe,
  checkbox: checkboxRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  menu: menuRecipe,
  navbar: navbarRecipe,
  select: selectRecipe,
  table: tableRecipe,
}
