import { defineIcon } from './Icon'

/** A delivery's states beside the status icons: waiting (a clock), on its way (a paper plane). */
export const ClockIcon = /* @__PURE__ */ defineIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5v5l3.5 2',
)
export const SentIcon = /* @__PURE__ */ defineIcon('M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z')
/** What is not known now (a read that failed). */
export const UnknownIcon = /* @__PURE__ */ defineIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3v.01',
)
