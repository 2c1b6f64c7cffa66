import { format, resolveConfig } from 'prettier'

/** Generated files go through Prettier, so that `npm run format` leaves them as they are. */
export async function formatted(text: string, filepath: string): Promise<string> {
  const config = (await resolveConfig(filepath)) ?? {}
  return format(text, { ...config, filepath })
}
