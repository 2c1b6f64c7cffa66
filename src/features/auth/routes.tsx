import type { RouteObject } from 'react-router-dom'
import { guestOnlyRoutes, protectedRoutes } from '@/shared/auth/guards'
import type { RouteHandle } from '@/shared/route-handle'

const title = (name: string): RouteHandle => ({ title: name })

/** The mock mailbox and the pages its links open: only in builds whose auth switch is mock. */
const MOCK_AUTH = (import.meta.env.VITE_AUTH ?? 'mock') === 'mock'

const mockRoutes: RouteObject[] = MOCK_AUTH
  ? [
      {
        path: '/__mock/mailbox',
        handle: title('Boîte mail simulée'),
        lazy: async () => ({ Component: (await import('./mock/MailboxPage')).default }),
      },
      {
        path: '/__mock/verify',
        handle: title("Vérification de l'adresse email"),
        lazy: async () => ({ Component: (await import('./mock/VerifyEmailPage')).default }),
      },
      protectedRoutes([
        {
          path: '/__mock/session',
          handle: title('Session simulée'),
          lazy: async () => ({ Component: (await import('./mock/SessionPage')).default }),
        },
      ]),
      {
        path: '/__mock/reset',
        handle: title('Nouveau mot de passe'),
        lazy: async () => ({ Component: (await import('./mock/ResetConfirmPage')).default }),
      },
    ]
  : []

/** Sign-in, registration and password reset (guest-only), and the mock mailbox. */
export const authRoutes: RouteObject[] = [
  guestOnlyRoutes([
    {
      path: '/auth/login',
      handle: title('Connexion'),
      lazy: async () => ({ Component: (await import('./LoginPage')).default }),
    },
    {
      path: '/auth/register',
      handle: title('Inscription'),
      lazy: async () => ({ Component: (await import('./RegisterPage')).default }),
    },
    {
      path: '/auth/reset-password',
      handle: title('Mot de passe oublié'),
      lazy: async () => ({ Component: (await import('./ResetPasswordPage')).default }),
    },
  ]),
  ...mockRoutes,
]
