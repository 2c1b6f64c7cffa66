/** One of the game's servers the operator asked the portal to watch, and what a TCP connect found. */
export interface GameServerCheck {
  /** The operator's name for it ('Connexion', 'Personnages', 'Jeu'...). */
  name: string
  host: string
  port: number
  /** Whether a TCP connection was accepted within the timeout. */
  open: boolean
}

/**
 * The TCP ports of the game's servers (docs/decisions/054-server-status.md): a connection opened
 * and closed at once, nothing sent. An empty list when the operator gave no port (not checked).
 */
export interface GameServersPort {
  check(): Promise<GameServerCheck[]>
}
