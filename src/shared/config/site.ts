/**
 * The one site configuration: the server's name and the links every page shares. The mirrors,
 * the client date and the system requirements belong to the download page (its download.ts).
 */

export const site = {
  name: 'AirFlyff',
  tagline: 'Le serveur privé Flyff haut taux',
  wikiUrl: 'https://wiki.airflyff.fr/',
  wikiLabel: 'Wiki',
  chatUrl: 'https://discord.gg/airflyff',
  chatLabel: 'Discord',
  contactUrl: 'mailto:contact@airflyff.fr',
  contactLabel: 'Contact',
  /** The header's logo, in CSS pixels (src/shared/icons/logo.svg, drawn by the Logo component). */
  logo: { size: 40 },
  roadmapImage: { src: '/images/roadmap.svg', width: 1200, height: 675 },
  /** The first year of the copyright line: it never shows an earlier one. */
  since: 2025,
} as const

/** 'Téléchargement · AirFlyff'; the landing keeps the bare name and tagline. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${site.name}` : `${site.name} · ${site.tagline}`
}
