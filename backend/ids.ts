/** A random id for tokens and deliveries (Web Crypto: in the page and in Node). */
export function randomId(prefix = ''): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`
}
