import { defineIcon } from './Icon'

/** The landing page's selling points. */
export const ShieldIcon = /* @__PURE__ */ defineIcon(
  'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-3 10 2 2 4-4',
)
export const ServerIcon = /* @__PURE__ */ defineIcon(
  'M4 5h16v5H4zM4 14h16v5H4zM8 7.5h.01M8 16.5h.01M12 10v4',
)
export const RefreshIcon = /* @__PURE__ */ defineIcon(
  'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16m0 4v-4h-4',
)
export const TrophyIcon = /* @__PURE__ */ defineIcon(
  'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
)
export const ScalesIcon = /* @__PURE__ */ defineIcon(
  'M12 3v18M5 21h14M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7Z',
)
export const CoinIcon = /* @__PURE__ */ defineIcon(
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3 5.5c-.6-.9-1.7-1.5-3-1.5-2 0-3 1-3 2.3 0 3.2 6 1.7 6 4.9 0 1.3-1.2 2.3-3 2.3-1.4 0-2.5-.6-3.1-1.5M12 5v2m0 10v2',
)
