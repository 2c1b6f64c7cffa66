import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServicesProvider, type Services } from '@/shared/runtime/services'
import { GameAccountForm } from './GameAccountForm'

/** The form as the page first draws it (the API is not called before a submit). */
function drawn(mode: 'create' | 'edit' | 'link') {
  const services = { api: {} } as unknown as Services
  return renderToStaticMarkup(
    <ServicesProvider value={services}>
      <GameAccountForm mode={mode} name="heros01" onSaved={() => {}} onCancel={() => {}} />
    </ServicesProvider>,
  )
}

const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>([^<]+)</g)].map((match) => match[1]?.trim())

describe('the game account form', () => {
  it('asks for the current password first when changing one, as the browser fills it', () => {
    const html = drawn('edit')
    expect(labels(html)).toEqual([
      'Nom du compte',
      'Mot de passe actuel',
      'Nouveau mot de passe',
      'Confirmation du mot de passe',
    ])
    expect(html).toMatch(
      /name="currentPassword"[^>]*autoComplete="current-password"|autoComplete="current-password"[^>]*name="currentPassword"/i,
    )
  })

  it('does not ask for it when creating or linking an account', () => {
    expect(labels(drawn('create'))).not.toContain('Mot de passe actuel')
    expect(labels(drawn('link'))).not.toContain('Mot de passe actuel')
  })
})
