import type { GameAccountForm } from '@contract/schemas'
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import {
  gameAccountFormMachine,
  type GameAccountFields,
  type GameAccountFormMode,
  type SaveOutcome,
} from './game-account-form.machine'

function start(
  answer: () => Promise<SaveOutcome>,
  input: { mode: GameAccountFormMode; name?: string } = { mode: 'create' },
) {
  const save = vi.fn((_input: { mode: GameAccountFormMode; form: GameAccountForm }) => answer())
  const saved = vi.fn()
  const actor = createActor(
    gameAccountFormMachine.provide({
      actors: { saveAccount: fromPromise(({ input }) => save(input)) },
      actions: { saved },
    }),
    { input },
  ).start()
  const fill = (form: Partial<GameAccountFields>) => {
    for (const [field, value] of Object.entries(form)) {
      actor.send({
        type: 'form.change',
        field: field as keyof GameAccountFields,
        value: value as string,
      })
    }
  }
  return { actor, save, saved, fill }
}

describe('game account form machine', () => {
  it.each([
    [{ name: '', password: 'abc', passwordConfirm: 'abd' }, 'invalidName'],
    [{ name: 'xyz', password: 'abc-12', passwordConfirm: 'abc-12' }, 'unsupportedCharacters'],
    [{ name: 'xyz', password: 'ABCDEF', passwordConfirm: 'ABCDEF' }, 'noLowercase'],
    [{ name: 'xyz', password: 'abc1', passwordConfirm: 'abc1' }, 'tooShort'],
    [{ name: 'xyz', password: 'abc123', passwordConfirm: 'abc124' }, 'mismatch'],
  ])('shows only the first failing check for %o', (form, error) => {
    const { actor, save, fill } = start(async () => ({ kind: 'saved' }) as const)
    fill(form)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(save).not.toHaveBeenCalled()
  })

  it('starts empty for a new account, with the name of an edited one', () => {
    expect(start(async () => ({ kind: 'saved' }) as const).actor.getSnapshot().context).toEqual({
      mode: 'create',
      name: '',
      password: '',
      passwordConfirm: '',
      currentPassword: '',
      error: null,
      retryAfterS: null,
      code: '',
      codeRequest: null,
    })
    const edit = start(async () => ({ kind: 'saved' }) as const, { mode: 'edit', name: 'heros01' })
    expect(edit.actor.getSnapshot().context).toMatchObject({ name: 'heros01', password: '' })
  })

  it('keeps the input and says when to try again when refused for too many attempts', async () => {
    const { actor, fill } = start(async () => ({ kind: 'rateLimited', retryAfterS: 42 }) as const)
    fill({ name: 'heros03', password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('rateLimited'))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ name: 'heros03', retryAfterS: 42 })
  })

  it('shows the cap of game accounts as its own error', async () => {
    const { actor, fill } = start(
      async () => ({ kind: 'refused', error: 'tooManyAccounts' }) as const,
    )
    fill({ name: 'heros03', password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('tooManyAccounts'))
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
  })

  it('saves a valid form and closes', async () => {
    const { actor, save, saved, fill } = start(async () => ({ kind: 'saved' }) as const)
    fill({ name: 'heros03', password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'))
    expect(save).toHaveBeenCalledWith({
      mode: 'create',
      form: { name: 'heros03', password: 'abc123', passwordConfirm: 'abc123' },
    })
    expect(saved).toHaveBeenCalledTimes(1)
  })

  it.each(['nameTaken', 'tooSimple', 'unknown'] as const)(
    'keeps the input and shows the refusal %s',
    async (error) => {
      const { actor, fill } = start(async () => ({ kind: 'refused', error }))
      fill({ name: 'heros01', password: 'abc123', passwordConfirm: 'abc123' })
      actor.send({ type: 'form.submit' })
      await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(error))
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.name).toBe('heros01')
    },
  )

  it('shows Erreur inconnue when the call throws', async () => {
    const { actor, fill } = start(async () => {
      throw new Error('x')
    })
    fill({ name: 'heros01', password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('unknown'))
  })

  it('keeps the name of an edited account', () => {
    const { actor, fill } = start(async () => ({ kind: 'saved' }) as const, {
      mode: 'edit',
      name: 'heros01',
    })
    fill({ name: 'other', password: 'abc123' })
    expect(actor.getSnapshot().context).toMatchObject({ name: 'heros01', password: 'abc123' })
  })

  it('asks for the current password first when changing one, and sends it', async () => {
    const { actor, save, saved, fill } = start(async () => ({ kind: 'saved' }) as const, {
      mode: 'edit',
      name: 'heros01',
    })
    fill({ password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe('missingCurrentPassword')
    expect(save).not.toHaveBeenCalled()
    fill({ currentPassword: 'heros01pass' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'))
    expect(save).toHaveBeenCalledWith({
      mode: 'edit',
      form: {
        name: 'heros01',
        password: 'abc123',
        passwordConfirm: 'abc123',
        currentPassword: 'heros01pass',
      },
    })
    expect(saved).toHaveBeenCalledTimes(1)
  })

  it('keeps the input and shows a wrong current password', async () => {
    const { actor, fill } = start(
      async () => ({ kind: 'refused', error: 'wrongCurrentPassword' }) as const,
      { mode: 'edit', name: 'heros01' },
    )
    fill({ currentPassword: 'mauvais1', password: 'abc123', passwordConfirm: 'abc123' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('wrongCurrentPassword'))
    expect(actor.getSnapshot().context).toMatchObject({ currentPassword: 'mauvais1' })
  })

  it.each([
    [{ name: '  ', password: 'libre01pass' }, 'invalidName'],
    [{ name: 'libre01', password: '' }, 'missingPassword'],
  ])('links only with a name and a password: %o', (form, error) => {
    const { actor, save, fill } = start(async () => ({ kind: 'saved' }) as const, {
      mode: 'link',
    })
    fill(form)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(save).not.toHaveBeenCalled()
  })

  it('links an existing account without the rules of a new password nor a confirmation', async () => {
    const { actor, save, saved, fill } = start(async () => ({ kind: 'saved' }) as const, {
      mode: 'link',
    })
    // An old account's password may break today's rules (no lowercase letter here).
    fill({ name: 'libre01', password: 'OLD-PASS' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'))
    expect(save).toHaveBeenCalledWith({
      mode: 'link',
      form: { name: 'libre01', password: 'OLD-PASS', passwordConfirm: '' },
    })
    expect(saved).toHaveBeenCalledTimes(1)
  })

  it.each(['wrongCredentials', 'alreadyLinked', 'gameUnavailable', 'unknown'] as const)(
    'keeps the link input and shows the refusal %s',
    async (error) => {
      const { actor, fill, saved } = start(async () => ({ kind: 'refused', error }), {
        mode: 'link',
      })
      fill({ name: 'libre01', password: 'mauvais' })
      actor.send({ type: 'form.submit' })
      await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(error))
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context).toMatchObject({ name: 'libre01', password: 'mauvais' })
      expect(saved).not.toHaveBeenCalled()
      // Typing again clears the message.
      fill({ password: 'libre01pass' })
      expect(actor.getSnapshot().context.error).toBeNull()
    },
  )

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const codeAsked = { kind: 'codeAsked', invalid: false, message: 'Code ?' }
    // A code asked of a password change only (as the server does), then a field typed again as
    // it is and a code: the walk covers these transitions without one more copy of every input.
    const askingEvents = ({ context }: AnyMachineSnapshot) => [
      { type: 'form.change', field: 'password', value: context.password as string },
      { type: 'form.change', field: 'code', value: '123456' },
      { type: 'form.submit' },
    ]
    const report = await walkMachine({
      machine: gameAccountFormMachine,
      inputs: [{ mode: 'create' }, { mode: 'edit', name: 'heros01' }, { mode: 'link' }],
      promiseActors: ['saveAccount'],
      events: (snapshot) =>
        snapshot.matches('askingCode')
          ? askingEvents(snapshot)
          : [
              { type: 'form.change', field: 'name', value: 'heros03' },
              { type: 'form.change', field: 'password', value: 'abc123' },
              { type: 'form.change', field: 'passwordConfirm', value: 'abc123' },
              { type: 'form.change', field: 'currentPassword', value: 'heros01pass' },
              { type: 'form.submit' },
              { type: 'xstate.done.actor.saveAccount', output: { kind: 'saved' } },
              {
                type: 'xstate.done.actor.saveAccount',
                output: { kind: 'refused', error: 'nameTaken' },
              },
              {
                type: 'xstate.done.actor.saveAccount',
                output: { kind: 'refused', error: 'gameUnavailable' },
              },
              { type: 'xstate.error.actor.saveAccount', error: new Error('x') },
              ...(snapshot.context.mode === 'edit' && snapshot.context.error === null
                ? [{ type: 'xstate.done.actor.saveAccount', output: codeAsked }]
                : []),
            ],
      outcomes: [
        {
          event: { type: 'xstate.done.actor.saveAccount', output: { kind: 'saved' } },
          state: 'saved',
          actions: ['saved'],
        },
        {
          event: {
            type: 'xstate.done.actor.saveAccount',
            output: { kind: 'refused', error: 'nameTaken' },
          },
          state: 'editing',
          actions: [],
        },
        {
          event: {
            type: 'xstate.done.actor.saveAccount',
            output: { kind: 'refused', error: 'gameUnavailable' },
          },
          state: 'editing',
          actions: [],
        },
        {
          event: { type: 'xstate.done.actor.saveAccount', output: codeAsked },
          state: 'askingCode',
          actions: [],
        },
      ],
    })
    console.info(describeCoverage('gameAccountForm', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
