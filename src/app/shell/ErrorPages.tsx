import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { css } from 'styled-system/css'
import { ButtonLink } from '@/shared/components/Button'
import { Frame } from './Layout'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'

const wrap = css({
  py: { base: '12', md: '20' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  alignItems: 'flex-start',
})

const code = css({
  fontFamily: 'heading',
  fontSize: { base: '5xl', md: '7xl' },
  fontWeight: 'bold',
  lineHeight: '1',
  bgImage: 'linear-gradient(135deg, {colors.status.accent}, {colors.brand.pink})',
  bgClip: 'text',
  color: 'transparent',
})

function Message({ status, title, text }: { status: string; title: string; text: string }) {
  return (
    <div className={`${container} ${wrap}`}>
      <p className={code} aria-hidden="true">
        {status}
      </p>
      <h1 className={pageTitleStyle}>{title}</h1>
      <p className={lead}>{text}</p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <ButtonLink to={paths.home}>Retour à l&apos;accueil</ButtonLink>
        <ButtonLink to={paths.download} variant="outline">
          Télécharger le jeu
        </ButtonLink>
      </div>
    </div>
  )
}

/** The catch-all route: a page that does not exist. */
export function NotFoundPage() {
  return (
    <Message
      status="404"
      title="Page introuvable"
      text="Cette page n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil."
    />
  )
}

/** A console page opened by someone who is not an operator (docs/operator-console.md). */
export function OperatorsOnlyPage() {
  return (
    <Message
      status="403"
      title="Page réservée aux opérateurs"
      text="Cette page est réservée aux opérateurs du serveur. Si vous faites partie de l'équipe, demandez l'accès à un administrateur."
    />
  )
}

function RouteErrorMessage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (import.meta.env.DEV) console.error(error)
  // Offline, a page whose code or data was not loaded yet cannot show: say why.
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return (
      <Message
        status="Hors ligne"
        title="Page indisponible hors ligne"
        text={
          "Cette page n'a pas pu se charger\u00a0: vous êtes hors ligne. Rechargez-la au retour de la connexion\u00a0; la navigation reste disponible."
        }
      />
    )
  }
  return (
    <Message
      status="Oups"
      title="Une erreur est survenue"
      text={
        "Cette page n'a pas pu s'afficher. Rechargez la page ou réessayez dans quelques instants\u00a0; la navigation reste disponible."
      }
    />
  )
}

/** Error boundary of the pages: renders inside the layout, so the navigation keeps working. */
export function RouteError() {
  return <RouteErrorMessage />
}

/** Error boundary of the root layout itself: redraws the frame around the message. */
export function ShellError() {
  return (
    <Frame title="Erreur">
      <RouteErrorMessage />
    </Frame>
  )
}
