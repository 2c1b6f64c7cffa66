import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useServices } from '@/shared/runtime/services'

/**
 * The frame of the sign-in, registration and reset pages: it loads the identity service ahead of
 * the first click (a visitor's first page does not load it), so that a Google popup opens
 * straight from the click and the first sign-in does not wait for the SDK.
 */
export function GuestPages() {
  const { auth } = useServices()
  useEffect(() => auth.prepare(), [auth])
  return <Outlet />
}
