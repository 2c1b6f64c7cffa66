import type { BanNotice as BanNoticeBody } from '@contract/schemas'
import { useEffect, useState } from 'react'
import { Alert } from '@/shared/components/Alert'
import { useSession } from '@/shared/auth/session'
import { useServices } from '@/shared/runtime/services'
import { formatDateTimeFr } from '@/shared/text/format'
import { container } from '@/shared/page/styles'

/** The words of a ban's notice: why, and until when. */
export function banNoticeText(ban: NonNullable<BanNoticeBody['ban']>): string {
  const end = ban.until ? `jusqu'au ${formatDateTimeFr(ban.until)}` : 'sans date de fin'
  return `Votre compte est banni ${end}\u00a0: ${ban.reason}. Pendant le bannissement, vous ne pouvez ni transférer, ni réclamer une récompense, ni voter, ni acheter, ni lier un compte de jeu, et vos comptes de jeu sont bloqués.`
}

/**
 * On every page of a signed-in player who is banned (GET /me/ban, docs/decisions/057). A failed
 * read shows nothing: nothing is known to say.
 */
export function BanNotice() {
  const { api } = useServices()
  const { status, user } = useSession()
  // The ban read for one player: another player (or none) shows nothing until his own is read.
  const [read, setRead] = useState<{ uid: string; ban: BanNoticeBody['ban'] } | null>(null)
  const uid = status === 'signedIn' ? user?.uid : undefined
  const ban = read && read.uid === uid ? read.ban : null
  useEffect(() => {
    let live = true
    if (!uid) return
    api.banNotice.get().then(
      (answer) => {
        if (live && answer.status === 200) setRead({ uid, ban: answer.body.ban })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, uid])
  if (!ban) return null
  return (
    <div className={container} data-ban-notice>
      <Alert status="warning">{banNoticeText(ban)}</Alert>
    </div>
  )
}
