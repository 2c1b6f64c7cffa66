const HOUR = 3600

/** [name, job, level, hours played]: many job ids, and 99 that no class table knows. */
const ROWS: readonly [string, number, number, number][] = [
  ['Aelis', 24, 165, 1210],
  ['Brakkar', 30, 162, 1105],
  ['Cyrene', 37, 160, 998],
  ['Drakhan', 32, 158, 1320],
  ['Elowen', 39, 157, 870],
  ['Faelar', 25, 155, 760],
  ['Gorrim', 33, 154, 1043],
  ['Hyssia', 34, 152, 640],
  ['Ilyanor', 26, 150, 702],
  ['Jorveth', 35, 149, 588],
  ['Kaelith', 27, 147, 915],
  ['Lunara', 36, 146, 455],
  ['Morvane', 28, 145, 530],
  ['Nyxelle', 38, 143, 610],
  ['Orthos', 29, 140, 377],
  ['Pyria', 31, 138, 402],
  ['Quillon', 16, 130, 350],
  ['Ravena', 17, 128, 298],
  ['Sylvaris', 18, 125, 260],
  ['Thorne', 19, 121, 244],
  ['Ulric', 20, 118, 230],
  ['Vaelis', 21, 112, 190],
  ['Wyndra', 22, 105, 175],
  ['Xander', 23, 99, 160],
  ['Ysolde', 6, 90, 120],
  ['Zephyr', 7, 84, 101],
  ['Alaric', 8, 76, 88],
  ['Bellamy', 9, 68, 64],
  ['Corentin', 10, 60, 52],
  ['Delphine', 11, 45, 30],
  ['Eryndor', 12, 40, 26],
  ['Fenwick', 13, 33, 18],
  ['Gwenaelle', 1, 15, 6],
  ['Hector', 2, 14, 5],
  ['Isaure', 3, 12, 4],
  ['Jasper', 4, 10, 3],
  ['Kilian', 0, 5, 1],
  ['Mystere', 99, 120, 420],
]

/**
 * The game's demo characters. joueur's (Aelis and Brakkar on heros01, Cyrene on heros02) have
 * ids 1 to 3; every other one is alone on an account of its own that no portal player owns.
 * One staff character and one deleted character show what the ranking leaves out.
 */
export interface DemoCharacter {
  characterId: number
  account: string
  name: string
  slot: number
  job: number
  level: number
  playingTime: number
  staff?: boolean
  deleted?: boolean
}

const OWNED: Record<string, string> = { Aelis: 'heros01', Brakkar: 'heros01', Cyrene: 'heros02' }

const ranked: DemoCharacter[] = ROWS.map(([name, job, level, hours], index) => ({
  characterId: index + 1,
  account: OWNED[name] ?? `classe${String(index + 1).padStart(2, '0')}`,
  name,
  slot: name === 'Brakkar' ? 1 : 0,
  job,
  level,
  playingTime: hours * HOUR + ((level * 37) % 60) * 60,
}))

export const DEMO_GAME_CHARACTERS: readonly DemoCharacter[] = [
  ...ranked,
  {
    characterId: ranked.length + 1,
    account: 'gmairflyff',
    name: 'GM_Airflyff',
    slot: 0,
    job: 29,
    level: 200,
    playingTime: 9000 * HOUR,
    staff: true,
  },
  {
    characterId: ranked.length + 2,
    account: 'heros02',
    name: 'Oubliee',
    slot: 1,
    job: 4,
    level: 190,
    playingTime: 40 * HOUR,
    deleted: true,
  },
]
