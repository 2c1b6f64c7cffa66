import { lazy, Suspense, useState } from 'react'
import { useServices } from '@/shared/runtime/services'
import { Button } from '@/shared/components/Button'
import { useAuthForm } from './use-auth-form'

/** Statically false in builds whose auth switch is Firebase: the chooser is not even emitted. */
const GoogleChooser = __MOCK_AUTH__ ? lazy(() => import('./mock/GoogleChooser')) : null

const GoogleIcon = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5Z"
    />
    <path
      fill="#4285F4"
      d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5Z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.7A14.6 14.6 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6Z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48Z"
    />
  </svg>
)

/**
 * The Google button. With the mock adapter it opens the in-page chooser « Connexion Google
 * (simulée) »; with Firebase it starts the popup straight from the click.
 */
export function GoogleSignIn({ label }: { label: string }) {
  const { config } = useServices()
  const { actor, busy, google } = useAuthForm()
  const [choosing, setChoosing] = useState(false)
  // Loaded on the first click, then kept mounted so that closing returns focus to the button.
  const [chooserUsed, setChooserUsed] = useState(false)
  const simulated = config.auth === 'mock' && GoogleChooser !== null

  const start = (identity?: string) => {
    setChoosing(false)
    actor?.send({ type: 'google.start', identity })
  }

  return (
    <>
      <Button
        variant="outline"
        fullWidth
        loading={google}
        disabled={busy}
        onClick={() => {
          if (!simulated) return start()
          setChooserUsed(true)
          setChoosing(true)
        }}
      >
        {!google && <GoogleIcon />}
        {label}
      </Button>
      {GoogleChooser && chooserUsed && (
        <Suspense fallback={null}>
          <GoogleChooser open={choosing} onOpenChange={setChoosing} onChoose={start} />
        </Suspense>
      )}
    </>
  )
}
