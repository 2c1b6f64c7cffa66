export * from './packs'
export * from './loyalty-stages'
export * from './items'
export * from './jobs'
