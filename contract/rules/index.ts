/** The rules both sides enforce. The game-account form's rules are a zod schema: import them from './game-account' (a page that never checks the form does not carry zod). */
export * from './registration'
export * from './transfer'
export * from './loyalty'
export * from './promotion'
export * from './vote'
export * from './checkout'
export * from './rights'
export * from './limits'
