import { forEachBackend } from './helpers'
import { receiptCases, receiptRace } from './receipt-cases'
import { unnumberedCases } from './receipt-unnumbered-cases'

forEachBackend(() => {
  receiptCases()
  receiptRace()
  unnumberedCases()
})
