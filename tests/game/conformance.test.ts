import { gameBansConformance } from './bans-conformance'
import { gameConformance } from './conformance'
import { worldConformance } from './world-conformance'
import { gameDeliveryConformance } from './deliveries-conformance'
import { GAMES, GAME_DB_TEST_URL, REAL_SQL_SERVER_HOWTO } from './games'

if (!GAME_DB_TEST_URL) {
  console.info(
    `[tests/game] the real-SQL-Server run is skipped; to run it: ${REAL_SQL_SERVER_HOWTO}`,
  )
}

for (const game of GAMES) {
  gameConformance(game)
  gameDeliveryConformance(game)
  worldConformance(game)
  gameBansConformance(game)
}
