import { describe, expect, it } from 'vitest'
import type { GameAccount } from '../schemas'
import {
  defaultTarget,
  parseTransferAmount,
  targetForAccount,
  validateTarget,
  validateTransfer,
} from './transfer'

const accounts: GameAccount[] = [
  {
    accountId: 1,
    name: 'heros01',
    characters: [
      { characterId: 11, name: 'Aelis' },
      { characterId: 12, name: 'Brakkar' },
    ],
  },
  { accountId: 2, name: 'heros02', characters: [{ characterId: 21, name: 'Cyrene' }] },
  { accountId: 3, name: 'vide', characters: [] },
]

describe('parseTransferAmount', () => {
  it.each([
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e2', null],
    ['abc', null],
    ['1501', null],
    ['1', 1],
    [' 100 ', 100],
    ['1500', 1500],
  ])('%s with a balance of 1500 gives %s', (raw, expected) => {
    expect(parseTransferAmount(raw, 1500)).toBe(expected)
  })

  it('refuses everything with an empty balance', () => {
    expect(parseTransferAmount('1', 0)).toBeNull()
  })
})

describe('target choice', () => {
  it('defaults to the first account and its first character', () => {
    expect(defaultTarget(accounts)).toEqual({ accountId: 1, characterId: 11 })
    expect(defaultTarget([])).toEqual({ accountId: null, characterId: null })
    expect(defaultTarget([accounts[2]!, accounts[0]!])).toEqual({
      accountId: 3,
      characterId: null,
    })
  })

  it("resets the character to the new account's first", () => {
    expect(targetForAccount(accounts, 2)).toEqual({ accountId: 2, characterId: 21 })
    expect(targetForAccount(accounts, 3)).toEqual({ accountId: 3, characterId: null })
    expect(targetForAccount(accounts, 42)).toEqual({ accountId: null, characterId: null })
  })

  it('checks the account, then a character of that account', () => {
    expect(validateTarget({ accountId: null, characterId: 11 }, accounts)).toBe('invalidAccount')
    expect(validateTarget({ accountId: 1, characterId: null }, accounts)).toBe('invalidCharacter')
    expect(validateTarget({ accountId: 1, characterId: 21 }, accounts)).toBe('invalidCharacter')
    expect(validateTarget({ accountId: 2, characterId: 21 }, accounts)).toBeNull()
  })
})

describe('validateTransfer', () => {
  it('reports account, character then amount', () => {
    expect(validateTransfer({ accountId: null, characterId: null, amount: '' }, accounts, 10)).toBe(
      'invalidAccount',
    )
    expect(validateTransfer({ accountId: 3, characterId: null, amount: '' }, accounts, 10)).toBe(
      'invalidCharacter',
    )
    expect(validateTransfer({ accountId: 1, characterId: 12, amount: '11' }, accounts, 10)).toBe(
      'invalidAmount',
    )
    expect(
      validateTransfer({ accountId: 1, characterId: 12, amount: '10' }, accounts, 10),
    ).toBeNull()
  })
})
