import { GameUnavailableError, type GamePort } from '@backend/ports'

/** A game whose every call fails as an unreachable database while `down()` holds. */
export function unreachableWhen(game: GamePort, down: () => boolean): GamePort {
  return Object.fromEntries(
    Object.entries(game).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        if (down()) return Promise.reject(new GameUnavailableError(`game unreachable (${name})`))
        return (call as (...a: unknown[]) => Promise<unknown>)(...args)
      },
    ]),
  ) as unknown as GamePort
}
