import { useEffect, useState } from 'react'

/** The current time, refreshed every `intervalMs` (never refreshed when null). */
export function useNow(intervalMs: number | null = 1000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (intervalMs === null) return
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
