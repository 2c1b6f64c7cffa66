import { defineIcon } from './Icon'

/** Loyalty rewards. */
export const MedalIcon = /* @__PURE__ */ defineIcon(
  'M8.5 10.5 5 3h4l3 6.5M15.5 10.5 19 3h-4l-1.5 3.2M12 10a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM12 13l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5L11 15l1-2Z',
)
export const CrystalIcon = /* @__PURE__ */ defineIcon(
  'M12 2 20 7v10l-8 5-8-5V7l8-5ZM4 7l8 5 8-5M12 12v10',
)
export const DiamondIcon = /* @__PURE__ */ defineIcon(
  'M6 3h12l4 6-10 12L2 9l4-6ZM2 9h20M12 21 8 9l2-6M12 21l4-12-2-6',
)
export const SofaIcon = /* @__PURE__ */ defineIcon(
  'M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2v-5ZM5 18v2M19 18v2',
)
export const GiftIcon = /* @__PURE__ */ defineIcon(
  'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4s-1 4 4 4Zm0 0s1.5-5 4-4 1 4-4 4Z',
)
