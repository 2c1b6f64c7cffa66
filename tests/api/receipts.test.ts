import { forEachBackend } from './helpers'
import { receiptCases, receiptRace } from './receipt-cases'

forEachBackend(() => {
  receiptCases()
  receiptRace()
})
