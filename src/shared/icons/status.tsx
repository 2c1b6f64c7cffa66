import { defineIcon } from './Icon'

/** The warning box's and the green notice's icons. */
export const WarningIcon = /* @__PURE__ */ defineIcon('M12 3 2 21h20L12 3Zm0 6v5m0 3v.01')
export const SuccessIcon = /* @__PURE__ */ defineIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-4.5 10 3 3 6-6',
)
