import type { RegisterForm } from '../schemas'

export const REGISTRATION_PASSWORD_MIN_LENGTH = 6

export const REGISTRATION_MESSAGES = {
  mismatch: 'Les mots de passe doivent correspondre',
  noUppercase: 'Le mot de passe doit contenir une majuscule',
  noLowercase: 'Le mot de passe doit contenir une minuscule',
  noNumber: 'Le mot de passe doit contenir un chiffre',
  tooShort: 'Mot de passe trop court',
  termsNotAccepted: 'Vous devez accepter les CGU',
} as const
export type RegistrationError = keyof typeof REGISTRATION_MESSAGES

export const REGISTRATION_CHECKLIST_LABELS = {
  uppercase: 'Une lettre en MAJUSCULE',
  lowercase: 'Une lettre en minuscule',
  number: 'Un chiffre',
  length: 'Longueur de 6 minimum',
  mismatch: 'Ne correspond pas',
} as const

export function registrationChecklist(password: string) {
  return {
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    length: password.length >= REGISTRATION_PASSWORD_MIN_LENGTH,
  }
}

/** 'Ne correspond pas' shows when the password is non-empty and the confirmation differs. */
export function registrationMismatch(password: string, passwordConfirm: string): boolean {
  return password !== '' && password !== passwordConfirm
}

/**
 * The first failing check, in this order: mismatch, uppercase, lowercase, number, length, terms
 * (contract/rules/registration.test.ts). The legacy name check has no field here.
 */
export function validateRegistration(
  form: Pick<RegisterForm, 'password' | 'passwordConfirm' | 'acceptTermOfServices'>,
): RegistrationError | null {
  const checks = registrationChecklist(form.password)
  if (form.password !== form.passwordConfirm) return 'mismatch'
  if (!checks.uppercase) return 'noUppercase'
  if (!checks.lowercase) return 'noLowercase'
  if (!checks.number) return 'noNumber'
  if (!checks.length) return 'tooShort'
  if (!form.acceptTermOfServices) return 'termsNotAccepted'
  return null
}
