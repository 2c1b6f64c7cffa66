import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MAX_GAME_ACCOUNTS,
  GAME_ACCOUNT_CAP_MESSAGE,
  tooManyAttemptsNotice,
  waitWording,
} from './limits'

describe('waitWording', () => {
  it.each([
    [1, '1\u00a0seconde'],
    [2, '2\u00a0secondes'],
    [42, '42\u00a0secondes'],
    [59, '59\u00a0secondes'],
  ])('words %d s in seconds under a minute: %s', (seconds, wording) => {
    expect(waitWording(seconds)).toBe(wording)
  })

  it.each([
    [60, '1\u00a0minute'],
    [61, '2\u00a0minutes'],
    [120, '2\u00a0minutes'],
    [3599, '60\u00a0minutes'],
  ])('words %d s in minutes, rounded up, under an hour: %s', (seconds, wording) => {
    expect(waitWording(seconds)).toBe(wording)
  })

  it.each([
    [3600, '1\u00a0heure'],
    [3601, '2\u00a0heures'],
    [7200, '2\u00a0heures'],
  ])('words %d s in hours, rounded up, from an hour: %s', (seconds, wording) => {
    expect(waitWording(seconds)).toBe(wording)
  })

  it('rounds a fraction of a second up, and never says less than one second', () => {
    expect(waitWording(41.2)).toBe('42\u00a0secondes')
    expect(waitWording(0.3)).toBe('1\u00a0seconde')
    expect(waitWording(0)).toBe('1\u00a0seconde')
    expect(waitWording(-5)).toBe('1\u00a0seconde')
  })
})

describe('tooManyAttemptsNotice', () => {
  it('is the sentence the pages show, with the wait worded', () => {
    expect(tooManyAttemptsNotice(42)).toBe('Trop de tentatives. Réessayez dans 42\u00a0secondes.')
    expect(tooManyAttemptsNotice(1)).toBe('Trop de tentatives. Réessayez dans 1\u00a0seconde.')
    expect(tooManyAttemptsNotice(90)).toBe('Trop de tentatives. Réessayez dans 2\u00a0minutes.')
    expect(tooManyAttemptsNotice(3600)).toBe('Trop de tentatives. Réessayez dans 1\u00a0heure.')
  })
})

describe('the cap of game accounts', () => {
  it('is five accounts, refused with its own sentence', () => {
    expect(DEFAULT_MAX_GAME_ACCOUNTS).toBe(5)
    expect(GAME_ACCOUNT_CAP_MESSAGE).toBe('Vous avez atteint le nombre maximum de comptes de jeu.')
  })
})
