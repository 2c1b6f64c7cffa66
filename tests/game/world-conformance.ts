/**
 * What every GamePort must do for the public pages (backend/ports/game-world.ts and the ranking's
 * public rule), run against each game of tests/game/games.ts through its fixture.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GameUnavailableError, type GamePort } from '@backend/ports'
import { named, RUN, type AccountKind, type GameFixture, type GameUnderTest } from './games'

/** Far above any real character's level: the run's characters head a real server's ranking. */
const TOP = 100_000

export function worldConformance(under: GameUnderTest) {
  describe.skipIf(Boolean(under.skip))(`${under.name}: public pages`, { timeout: 30_000 }, () => {
    let fixture: GameFixture
    let game: GamePort

    beforeEach(async () => {
      fixture = await under.start()
      game = fixture.game
    }, 30_000)
    afterEach(async () => {
      await fixture.stop()
    })

    /** A character alone on an account of its own (of that kind); answers its id. */
    async function character(
      name: string,
      level: number,
      more: { kind?: AccountKind; job?: number; channel?: number; deleted?: boolean } = {},
    ) {
      const account = named(`a${name}`).toLowerCase()
      await fixture.addAccount(account, 'secret1', more.kind)
      return fixture.addCharacter({
        account,
        name,
        slot: 0,
        level,
        job: more.job ?? 6,
        playingTime: level * 10,
        deleted: more.deleted,
        channel: more.channel,
      })
    }

    it('leaves out of the ranking a GM by their account’s login authority, and blocked accounts', async () => {
      await character(named('Player'), TOP + 1)
      await character(named('Gm'), TOP + 9, { kind: { loginAuthority: 'O' } })
      await character(named('Admin'), TOP + 8, { kind: { loginAuthority: 'P' } })
      await character(named('Banned'), TOP + 7, { kind: { blocked: true } })
      const names = (await game.ranking(1_000)).map((c) => c.name)
      expect(names).toContain(named('Player'))
      expect(names).not.toContain(named('Gm'))
      expect(names).not.toContain(named('Admin'))
      expect(names).not.toContain(named('Banned'))
    })

    it('finds a character whatever the case of its name, with its place, guild and online flag', async () => {
      const spaced = `Le ${RUN} Éclat`
      const first = await character(named('First'), TOP + 5, { channel: 2 })
      const second = await character(spaced, TOP + 4, { job: 24 })
      await character(named('Gm2'), TOP + 9, { kind: { loginAuthority: 'O' } })
      const guildName = `L ${RUN} Ailes`
      const guild = await fixture.addGuild(guildName, 7)
      await fixture.addMember(guild, second, 2)
      expect(await game.character(spaced.toUpperCase())).toEqual({
        name: spaced,
        job: 24,
        level: TOP + 4,
        playingTime: (TOP + 4) * 10,
        place: 2,
        online: false,
        guild: { name: guildName, rank: 2 },
      })
      expect(await game.character(named('First').toLowerCase())).toMatchObject({
        place: 1,
        online: true,
        guild: null,
      })
      expect(first).toBeGreaterThan(0)
    })

    it('does not find staff, blocked, deleted or unknown characters, nor odd names', async () => {
      await character(named('Gm3'), 50, { kind: { loginAuthority: 'L' } })
      await character(named('Block'), 50, { kind: { blocked: true } })
      await character(named('Gone'), 50, { deleted: true })
      for (const name of [
        named('Gm3'),
        named('Block'),
        named('Gone'),
        named('Nobody'),
        '',
        ' ',
        "O'Brien%_[x]",
        'x'.repeat(200),
      ]) {
        expect(await game.character(name)).toBeNull()
      }
    })

    it('ranks guilds by level then public members; the master is the member of rank 0', async () => {
      const high = await fixture.addGuild(named('High'), TOP + 3)
      const big = await fixture.addGuild(named('Big'), TOP + 2)
      const small = await fixture.addGuild(named('Small'), TOP + 2)
      const master = await character(named('Chief'), 40, { job: 1 })
      const kingpin = await character(named('Kingpin'), 60, { job: 2 })
      // Rank 1 with class 0 and listed first: still not the master.
      await fixture.addMember(high, kingpin, 1)
      await fixture.addMember(high, master, 0)
      await fixture.addMember(big, await character(named('B1'), 10), 4)
      await fixture.addMember(big, await character(named('B2'), 21), 0)
      await fixture.addMember(small, await character(named('S1'), 30), 0)
      await fixture.addMember(
        small,
        await character(named('Sgm'), 99, { kind: { loginAuthority: 'O' } }),
        4,
      )
      await fixture.addMember(small, await character(named('Sdel'), 99, { deleted: true }), 4)
      const ranked = (await game.guilds(1_000)).filter((g) => g.level > TOP)
      expect(ranked.slice(0, 3)).toEqual([
        {
          name: named('High'),
          level: TOP + 3,
          master: named('Chief'),
          members: 2,
          averageLevel: 50,
        },
        { name: named('Big'), level: TOP + 2, master: named('B2'), members: 2, averageLevel: 15.5 },
        { name: named('Small'), level: TOP + 2, master: named('S1'), members: 1, averageLevel: 30 },
      ])
      expect((await game.guilds(1)).map((g) => g.name)).toEqual([named('High')])
    })

    it('answers a guild by name with its public members by rank, and null for an unknown one', async () => {
      const name = `O ${RUN} Vent`
      const guild = await fixture.addGuild(name, 12)
      await fixture.addMember(guild, await character(named('Rookie'), 80, { job: 9 }), 4)
      await fixture.addMember(guild, await character(named('Master'), 20, { job: 7 }), 0)
      await fixture.addMember(
        guild,
        await character(named('Hidden'), 90, { kind: { blocked: true } }),
        3,
      )
      expect(await game.guild(name.toLowerCase())).toEqual({
        name,
        level: 12,
        master: named('Master'),
        members: 2,
        averageLevel: 50,
        memberList: [
          { name: named('Master'), job: 7, rank: 0, level: 20 },
          { name: named('Rookie'), job: 9, rank: 4, level: 80 },
        ],
      })
      expect(await game.guild(named('NoGuild'))).toBeNull()
      expect(await game.guild('')).toBeNull()
      expect(await game.guild('y'.repeat(300))).toBeNull()
    })

    it('throws GameUnavailableError from every read while the game is unreachable', async () => {
      fixture.setReachable(false)
      for (const call of [
        game.character(named('Any')),
        game.guilds(10),
        game.guild(named('Any')),
      ]) {
        await expect(call).rejects.toBeInstanceOf(GameUnavailableError)
      }
      fixture.setReachable(true)
    })
  })
}
