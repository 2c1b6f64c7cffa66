import { defineIcon } from './Icon'

/** Marks: a rule met or not, an option chosen, a stage reached. */
export const CheckIcon = /* @__PURE__ */ defineIcon('M5 12.5 10 17.5 19 7')
export const CrossIcon = /* @__PURE__ */ defineIcon('M6 6l12 12M18 6 6 18')
