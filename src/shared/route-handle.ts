/** What a route may declare in its `handle` for the shell. */
export interface RouteHandle {
  /** The page's name in the document title ('Téléchargement' gives 'Téléchargement · AirFlyff'). */
  title?: string
}

export function titleOf(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'title' in handle) {
    const { title } = handle as RouteHandle
    return typeof title === 'string' ? title : undefined
  }
  return undefined
}
