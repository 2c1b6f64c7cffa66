import driveImage from './images/mirror-drive.svg?raw'
import megaImage from './images/mirror-mega.svg?raw'

/** Where the game client can be downloaded. */
export interface Mirror {
  name: string
  description: string
  /** The mirror's logo: the SVG file's text, drawn in the page (InlineSvg). */
  image: string
  href: string
}

/** Release date of the current game client. */
export const CLIENT_RELEASE_DATE = '2025-10-01'

export const MIRRORS: readonly Mirror[] = [
  {
    name: 'Google Drive',
    description: 'Archive compressée, sans installateur',
    image: driveImage,
    href: 'https://drive.google.com/',
  },
  {
    name: 'MEGA',
    description: 'Archive compressée, sans installateur',
    image: megaImage,
    href: 'https://mega.nz/',
  },
]

/** Minimum configuration to run the client. */
export const SYSTEM_REQUIREMENTS: readonly { label: string; value: string }[] = [
  { label: 'Architecture', value: 'x64' },
  {
    label: "Système d'exploitation",
    value: 'Windows 10 ou 11 (7, 8 et 8.1 possiblement compatibles)',
  },
  { label: 'Mémoire vive', value: '1 Go par client ouvert' },
  { label: 'Processeur', value: 'Intel Core i3 ou AMD Ryzen 3' },
  { label: 'Carte graphique', value: 'Intel HD, Nvidia ou AMD Radeon' },
  { label: 'Espace disque', value: '8 Go' },
]
