import type { GameAccount } from '../schemas'

export const TRANSFER_MESSAGES = {
  invalidAccount: 'Compte de jeu invalide',
  invalidCharacter: 'Personnage invalide',
  invalidAmount: 'Montant invalide',
  noAccount: 'Vous devez avoir au moins un compte de jeu.',
  noCharacter: 'Aucun perso.',
} as const
export type TransferError = 'invalidAccount' | 'invalidCharacter' | 'invalidAmount'

export interface TargetChoice {
  accountId: number | null
  characterId: number | null
}

/** Account and character must both be chosen, and the character must belong to the account. */
export function validateTarget(
  choice: TargetChoice,
  accounts: readonly GameAccount[],
): 'invalidAccount' | 'invalidCharacter' | null {
  const account = accounts.find((a) => a.accountId === choice.accountId)
  if (!account) return 'invalidAccount'
  if (!account.characters.some((ch) => ch.characterId === choice.characterId)) {
    return 'invalidCharacter'
  }
  return null
}

/** The amount as typed: a whole number from 1 to the balance, else null. */
export function parseTransferAmount(raw: string, balance: number): number | null {
  const text = raw.trim()
  if (!/^\d+$/.test(text)) return null
  const amount = Number(text)
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > balance) return null
  return amount
}

export function validateTransfer(
  input: TargetChoice & { amount: string },
  accounts: readonly GameAccount[],
  balance: number,
): TransferError | null {
  return (
    validateTarget(input, accounts) ??
    (parseTransferAmount(input.amount, balance) === null ? 'invalidAmount' : null)
  )
}

/** Default choice: the first account and its first character. */
export function defaultTarget(accounts: readonly GameAccount[]): TargetChoice {
  const account = accounts[0]
  return {
    accountId: account?.accountId ?? null,
    characterId: account?.characters[0]?.characterId ?? null,
  }
}

/** Changing the account resets the character to that account's first. */
export function targetForAccount(
  accounts: readonly GameAccount[],
  accountId: number | null,
): TargetChoice {
  const account = accounts.find((a) => a.accountId === accountId)
  return {
    accountId: account?.accountId ?? null,
    characterId: account?.characters[0]?.characterId ?? null,
  }
}
