import { describe, expect, it } from 'vitest'
import {
  bodyBrokenRule,
  GAME_ACCOUNT_MESSAGES,
  GAME_ACCOUNT_RULE_ORDER,
  GAME_ACCOUNT_RULE_WORDING,
  GameAccountFormSchema,
  GAME_ACCOUNT_SERVER_MESSAGES,
  gameAccountChecklist,
  gameAccountServerError,
  validateGameAccountForm,
} from './game-account'

const valid = { name: 'heros03', password: 'abc123', passwordConfirm: 'abc123' }

describe('validateGameAccountForm', () => {
  it('accepts a valid form', () => {
    expect(validateGameAccountForm(valid)).toBeNull()
  })

  it.each([
    [{ ...valid, name: '' }, 'invalidName'],
    [{ ...valid, name: '   ' }, 'invalidName'],
    [{ ...valid, name: 'ab' }, 'invalidName'],
    [{ ...valid, name: 'a'.repeat(17) }, 'invalidName'],
    [{ ...valid, name: 'héros01' }, 'invalidName'],
    [{ ...valid, name: 'heros 01' }, 'invalidName'],
    [{ ...valid, name: 'heros-01' }, 'invalidName'],
    [{ name: 'ab', password: 'a', passwordConfirm: 'b' }, 'invalidName'],
    [{ name: '', password: 'a', passwordConfirm: 'b' }, 'invalidName'],
    [{ ...valid, passwordConfirm: 'abc124' }, 'mismatch'],
    [{ ...valid, password: 'abc-12', passwordConfirm: 'abc-12' }, 'unsupportedCharacters'],
    [{ ...valid, password: 'abc-1', passwordConfirm: 'abc-1' }, 'unsupportedCharacters'],
    [{ ...valid, password: 'ABCDEF', passwordConfirm: 'ABCDEF' }, 'noLowercase'],
    [{ ...valid, password: 'ABC1', passwordConfirm: 'ABC1' }, 'noLowercase'],
    [{ ...valid, password: 'abc1', passwordConfirm: 'abc1' }, 'tooShort'],
    [{ ...valid, password: 'abcd5', passwordConfirm: 'abcd5' }, 'tooShort'],
  ] as const)('reports only the first failing check (%o -> %s)', (form, error) => {
    expect(validateGameAccountForm(form)).toBe(error)
  })

  it('accepts names of 3 and of 16 letters or digits, surrounding spaces ignored', () => {
    expect(validateGameAccountForm({ ...valid, name: 'abc' })).toBeNull()
    expect(validateGameAccountForm({ ...valid, name: 'A1b2C3d4E5f6G7h8' })).toBeNull()
    expect(validateGameAccountForm({ ...valid, name: ' heros03 ' })).toBeNull()
  })

  it('accepts exactly 6 characters and refuses 5', () => {
    expect(
      validateGameAccountForm({ ...valid, password: 'abcde6', passwordConfirm: 'abcde6' }),
    ).toBeNull()
    expect(validateGameAccountForm({ ...valid, password: 'abcd6', passwordConfirm: 'abcd6' })).toBe(
      'tooShort',
    )
  })

  it("accepts 15 characters and refuses 16, the game client's limit", () => {
    const of = (length: number) => 'a1'.repeat(8).slice(0, length)
    expect(
      validateGameAccountForm({ ...valid, password: of(15), passwordConfirm: of(15) }),
    ).toBeNull()
    expect(validateGameAccountForm({ ...valid, password: of(16), passwordConfirm: of(16) })).toBe(
      'tooLong',
    )
    expect(GAME_ACCOUNT_MESSAGES.tooLong).toBe('Mot de passe trop long (15 caractères au plus)')
  })

  it('words every error in French', () => {
    expect(GAME_ACCOUNT_MESSAGES.invalidName).toBe('Nom de compte invalide')
    expect(GAME_ACCOUNT_MESSAGES.tooShort).toBe('Mot de passe trop court')
  })
})

describe('gameAccountChecklist', () => {
  it('tracks each item live', () => {
    expect(gameAccountChecklist('', '')).toEqual({
      lowercase: false,
      length: false,
      noSpecialCharacters: true,
      confirmationMatches: true,
    })
    expect(gameAccountChecklist('abc!23', 'abc')).toEqual({
      lowercase: true,
      length: true,
      noSpecialCharacters: false,
      confirmationMatches: false,
    })
  })

  it('says nothing against a confirmation not typed yet, and checks a typed one', () => {
    expect(gameAccountChecklist('abc123', '').confirmationMatches).toBe(true)
    expect(gameAccountChecklist('abc123', 'abc123').confirmationMatches).toBe(true)
    expect(gameAccountChecklist('abc123', 'abc12').confirmationMatches).toBe(false)
  })
})

describe('gameAccountServerError', () => {
  it('maps the server messages', () => {
    expect(gameAccountServerError(GAME_ACCOUNT_SERVER_MESSAGES.alreadyExists)).toBe('nameTaken')
    expect(gameAccountServerError(GAME_ACCOUNT_SERVER_MESSAGES.passwordMin)).toBe('tooSimple')
    expect(gameAccountServerError(GAME_ACCOUNT_SERVER_MESSAGES.passwordTooLong)).toBe('tooLong')
    expect(gameAccountServerError('boom')).toBe('unknown')
    expect(gameAccountServerError(undefined)).toBe('unknown')
    expect(gameAccountServerError('')).toBe('unknown')
  })
})

describe('GameAccountFormSchema (the API body)', () => {
  it('gives the name without its surrounding spaces', () => {
    expect(GameAccountFormSchema.parse({ ...valid, name: '  heros03 ' }).name).toBe('heros03')
  })

  it('carries the key of each broken rule, the first of them in the form order', () => {
    const result = GameAccountFormSchema.safeParse({
      name: 'ab',
      password: 'A-',
      passwordConfirm: 'b',
    })
    expect(result.success).toBe(false)
    const issues = result.success ? [] : result.error.issues
    expect(issues.map((issue) => issue.message).sort()).toEqual(
      ['invalidName', 'mismatch', 'noLowercase', 'tooShort', 'unsupportedCharacters'].sort(),
    )
    expect(bodyBrokenRule(issues)).toBe('invalidName')
  })

  it('puts a mismatch on the confirmation field', () => {
    const result = GameAccountFormSchema.safeParse({ ...valid, passwordConfirm: 'abc124' })
    expect(result.success).toBe(false)
    const issues = result.success ? [] : result.error.issues
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['passwordConfirm'], message: 'mismatch' },
    ])
  })

  it('applies no rule to a body without the form shape (a field missing or of another type)', () => {
    for (const body of [
      { name: 'ab', password: 'abc123' },
      { name: 42, password: 'abc123', passwordConfirm: 'abc123' },
    ]) {
      const result = GameAccountFormSchema.safeParse(body)
      expect(result.success).toBe(false)
      expect(bodyBrokenRule(result.success ? [] : result.error.issues)).toBeNull()
    }
  })

  it('has the server wording of every rule', () => {
    for (const rule of GAME_ACCOUNT_RULE_ORDER) expect(GAME_ACCOUNT_RULE_WORDING[rule]).toBeTruthy()
    expect(GAME_ACCOUNT_RULE_WORDING.tooLong).toBe(GAME_ACCOUNT_SERVER_MESSAGES.passwordTooLong)
    expect(GAME_ACCOUNT_RULE_WORDING.invalidName).toBe('invalid name')
  })
})
