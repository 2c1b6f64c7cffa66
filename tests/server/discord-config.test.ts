import { describe, expect, it } from 'vitest'
import { configFromEnv, discordWebhooksFromEnv } from '@server/config'

describe('the Discord settings', () => {
  it('reads one webhook per channel; none set, none sent', () => {
    expect(discordWebhooksFromEnv({})).toEqual({})
    expect(
      discordWebhooksFromEnv({
        DISCORD_ANNOUNCEMENTS_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/a',
        DISCORD_ALERTS_WEBHOOK_URL: ' ',
      }),
    ).toEqual({ announcements: 'https://discord.com/api/webhooks/1/a' })
  })

  it('stops the start on a webhook that is not an https address, naming it', () => {
    expect(() =>
      discordWebhooksFromEnv({ DISCORD_AUDIT_WEBHOOK_URL: 'http://discord.example/x' }),
    ).toThrow('DISCORD_AUDIT_WEBHOOK_URL')
  })

  it("links to the site's origin: SITE_ORIGIN, else the first web origin", () => {
    expect(
      configFromEnv({ WEB_ORIGINS: 'https://airflyff.fr,https://www.airflyff.fr' }).siteOrigin,
    ).toBe('https://airflyff.fr')
    expect(configFromEnv({ SITE_ORIGIN: 'https://jeu.example/' }).siteOrigin).toBe(
      'https://jeu.example',
    )
  })
})
