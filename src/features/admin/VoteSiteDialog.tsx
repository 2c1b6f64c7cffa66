import { AdminVoteSiteSchema, type AdminVoteSite } from '@contract/schemas'
import { useState } from 'react'
import { FormField, Select } from '@/shared/components'
import { useServices } from '@/shared/runtime/services'
import { CONTENT_NO_ANSWER, NOT_DONE, ReasonDialog } from './ReasonDialog'

export const VERIFICATION_TEXT: Record<NonNullable<AdminVoteSite['verification']>['kind'], string> =
  {
    none: 'aucune (vote compté sans vérification)',
    'serveur-prive': 'serveur-prive.net',
    'top-serveurs': 'top-serveurs.net',
    'liste-serveurs': 'liste-serveurs.fr',
    gtop100: 'Gtop100 (pingback)',
    topg: 'TopG (pingback)',
  }

const SITE_FIELDS = [
  ['name', 'Nom'],
  ['link', 'Adresse de vote'],
  ['image', "Adresse de l'image"],
  ['cooldown', 'Délai entre deux votes (minutes)'],
] as const
type SiteField = (typeof SITE_FIELDS)[number][0]

type Verification = NonNullable<AdminVoteSite['verification']>
/** The dialog's choice of verification: one of the kinds, or none set (no vote counts). */
type VerificationChoice = Verification['kind'] | 'unset'

const VERIFICATION_OPTIONS: { value: VerificationChoice; label: string }[] = [
  { value: 'unset', label: 'Non configurée (aucun vote compté)' },
  ...(Object.entries(VERIFICATION_TEXT) as [Verification['kind'], string][]).map(
    ([value, label]) => ({ value, label }),
  ),
]

/** The one setting each kind needs from the site (docs/votes.md, « Per site »), by its label. */
const VERIFICATION_SECRET: Record<Verification['kind'], string | null> = {
  none: null,
  'serveur-prive': 'Jeton API du serveur sur serveur-prive.net',
  'top-serveurs': 'Jeton API du serveur sur top-serveurs.net',
  'liste-serveurs': 'Identifiant du serveur sur liste-serveurs.fr',
  gtop100: 'Clé de pingback (8 caractères au moins)',
  topg: 'Clé de pingback (8 caractères au moins)',
}

/** The setting shown in the dialog's field for a stored verification. */
function secretOf(verification: Verification | null): string {
  if (!verification || verification.kind === 'none') return ''
  if (verification.kind === 'liste-serveurs') return verification.serverId
  if (verification.kind === 'gtop100' || verification.kind === 'topg') {
    return verification.pingbackKey
  }
  return verification.serverToken
}

/**
 * The verification the dialog describes. What the dialog does not show (a site's own API address,
 * the addresses its callbacks come from) is kept from the stored settings of the same kind.
 */
function verificationOf(
  choice: VerificationChoice,
  secret: string,
  stored: Verification | null,
): Verification | null {
  const same = stored?.kind === choice ? stored : null
  switch (choice) {
    case 'unset':
      return null
    case 'none':
      return { kind: 'none' }
    case 'serveur-prive':
    case 'top-serveurs': {
      const apiBase = same && 'apiBase' in same ? same.apiBase : undefined
      return { kind: choice, serverToken: secret, ...(apiBase ? { apiBase } : {}) }
    }
    case 'liste-serveurs': {
      const apiBase = same && 'apiBase' in same ? same.apiBase : undefined
      return { kind: choice, serverId: secret, ...(apiBase ? { apiBase } : {}) }
    }
    case 'gtop100':
    case 'topg': {
      const sources = same && 'sources' in same ? same.sources : undefined
      return { kind: choice, pingbackKey: secret, ...(sources ? { sources } : {}) }
    }
  }
}

/** The site the dialog's fields describe. */
function siteOf(
  id: string,
  fields: Record<SiteField, string>,
  verification: Verification | null,
): AdminVoteSite {
  return {
    id,
    name: fields.name.trim(),
    link: fields.link.trim(),
    image: fields.image.trim(),
    cooldownMinutes: Number(fields.cooldown),
    verification,
  }
}

/**
 * Adds a site (its id) or changes one's name, link, image, cooldown and how its votes are
 * confirmed (docs/votes.md): a site whose verification is not set never counts a vote.
 */
export function VoteSiteDialog({
  site,
  onClose,
  onDone,
}: {
  site: AdminVoteSite | null
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const [id, setId] = useState(site?.id ?? '')
  const [fields, setFields] = useState<Record<SiteField, string>>({
    name: site?.name ?? '',
    link: site?.link ?? '',
    image: site?.image ?? '',
    cooldown: site ? String(site.cooldownMinutes) : '',
  })
  const stored = site?.verification ?? null
  const [choice, setChoice] = useState<VerificationChoice>(stored?.kind ?? 'unset')
  const [secret, setSecret] = useState(secretOf(stored))
  const secretLabel = choice === 'unset' ? null : VERIFICATION_SECRET[choice]
  const described = () => siteOf(id, fields, verificationOf(choice, secret.trim(), stored))
  return (
    <ReasonDialog
      title={site ? `Modifier ${site.name}` : 'Ajouter un site de vote'}
      // The contract's own checks, in its French wording, before anything is sent.
      problem={() => {
        const checked = AdminVoteSiteSchema.safeParse(described())
        return checked.success ? null : (checked.error.issues[0]?.message ?? NOT_DONE)
      }}
      send={(reason) => {
        const { id: siteId, ...body } = described()
        return api.adminContent.setVoteSite({ params: { id: siteId }, body: { ...body, reason } })
      }}
      noAnswer={CONTENT_NO_ANSWER}
      onClose={onClose}
      onDone={onDone}
    >
      {!site && (
        <FormField
          label="Identifiant (minuscules, chiffres, tirets)"
          name="id"
          value={id}
          onChange={(e) => setId(e.target.value)}
          required
        />
      )}
      {SITE_FIELDS.map(([key, label]) => (
        <FormField
          key={key}
          label={label}
          name={key}
          value={fields[key]}
          inputMode={key === 'cooldown' ? 'numeric' : undefined}
          onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
          required
        />
      ))}
      <Select
        label="Vérification des votes"
        name="verification"
        options={VERIFICATION_OPTIONS}
        value={choice}
        onValueChange={(value) => {
          const next = value as VerificationChoice
          setChoice(next)
          setSecret(next === stored?.kind ? secretOf(stored) : '')
        }}
      />
      {choice === 'unset' && (
        <p>Tant que la vérification n'est pas configurée, aucun vote sur ce site n'est compté.</p>
      )}
      {choice === 'none' && <p>Chaque vote sur ce site sera compté sans confirmation du site.</p>}
      {secretLabel && (
        <FormField
          label={secretLabel}
          name="verificationSecret"
          value={secret}
          autoComplete="off"
          onChange={(e) => setSecret(e.target.value)}
          required
        />
      )}
    </ReasonDialog>
  )
}
