import { describe, expect, it } from 'vitest'
import {
  REGISTRATION_MESSAGES,
  registrationChecklist,
  registrationMismatch,
  validateRegistration,
} from './registration'

const valid = { password: 'Joueur1', passwordConfirm: 'Joueur1', acceptTermOfServices: true }

describe('validateRegistration', () => {
  it('accepts a valid form', () => {
    expect(validateRegistration(valid)).toBeNull()
  })

  it.each([
    [{ ...valid, passwordConfirm: 'x' }, 'mismatch'],
    [{ password: 'abc', passwordConfirm: 'abd', acceptTermOfServices: false }, 'mismatch'],
    [{ ...valid, password: 'joueur1', passwordConfirm: 'joueur1' }, 'noUppercase'],
    [{ ...valid, password: 'JOUEUR1', passwordConfirm: 'JOUEUR1' }, 'noLowercase'],
    [{ ...valid, password: 'Joueurs', passwordConfirm: 'Joueurs' }, 'noNumber'],
    [{ ...valid, password: 'Jou1', passwordConfirm: 'Jou1' }, 'tooShort'],
    [{ ...valid, password: 'Joue1', passwordConfirm: 'Joue1' }, 'tooShort'],
    [{ ...valid, acceptTermOfServices: false }, 'termsNotAccepted'],
  ] as const)('follows the check order (%o -> %s)', (form, error) => {
    expect(validateRegistration(form)).toBe(error)
  })

  it('accepts 6 characters, refuses 5', () => {
    expect(
      validateRegistration({ ...valid, password: 'Joue12', passwordConfirm: 'Joue12' }),
    ).toBeNull()
  })

  it('has the terms message', () => {
    expect(REGISTRATION_MESSAGES.termsNotAccepted).toBe('Vous devez accepter les CGU')
  })
})

describe('registration checklist', () => {
  it('reports each rule', () => {
    expect(registrationChecklist('')).toEqual({
      uppercase: false,
      lowercase: false,
      number: false,
      length: false,
    })
    expect(registrationChecklist('Ab3def')).toEqual({
      uppercase: true,
      lowercase: true,
      number: true,
      length: true,
    })
  })

  it("shows 'Ne correspond pas' only for a non-empty differing password", () => {
    expect(registrationMismatch('', 'x')).toBe(false)
    expect(registrationMismatch('Abc', 'Abc')).toBe(false)
    expect(registrationMismatch('Abc', 'Ab')).toBe(true)
  })
})
