import type { DiscordChannel, StoreTx } from '../ports'

/**
 * The operators' announcements to Discord (docs/decisions/053-discord-outbox.md): short French
 * messages queued in the transaction of the change they announce, with the page they link to.
 * No player's data, no secret: a title and a page of the portal.
 */

/** Discord cuts a message at 2 000 characters; ours stay far below. */
const MAX_TITLE = 200

const clip = (title: string) =>
  title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title

/** Queues a message on a channel (generic: the alerts and the audit use it too). */
export function enqueueDiscord(
  tx: StoreTx,
  now: Date,
  message: { channel: DiscordChannel; content: string; link?: string | null; notBefore?: string },
): Promise<string> {
  return tx.discord.enqueue(
    {
      channel: message.channel,
      content: message.content,
      link: message.link ?? null,
      notBefore: message.notBefore ?? null,
    },
    now,
  )
}

/** A news item published: announced when visitors can read it (`at`). */
export function announceNews(
  tx: StoreTx,
  now: Date,
  item: { title: string; link: string; at: string },
): Promise<string> {
  return enqueueDiscord(tx, now, {
    channel: 'announcements',
    content: `📰 Nouvelle actualité\u00a0: ${clip(item.title)}`,
    link: item.link,
    notBefore: Date.parse(item.at) > now.getTime() ? item.at : undefined,
  })
}

/**
 * An incident of the status page opened or closed, announced on the `announcements` channel:
 * call it inside the transaction that opens or closes it. `url` is the page it links to (a path
 * of the portal, '/statut', or an absolute address). Answers the message's id.
 */
export function announceIncident(
  tx: StoreTx,
  now: Date,
  kind: 'opened' | 'closed',
  incident: { title: string; url: string },
): Promise<string> {
  const what = kind === 'opened' ? '⚠️ Incident en cours' : '✅ Incident résolu'
  return enqueueDiscord(tx, now, {
    channel: 'announcements',
    content: `${what}\u00a0: ${clip(incident.title)}`,
    link: incident.url,
  })
}
