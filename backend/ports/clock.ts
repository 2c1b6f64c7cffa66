/** 'YYYY-MM' in UTC, as contract/rules loyaltyMonth() gives it. */
export type Month = string

export interface ClockPort {
  now(): Date
}
