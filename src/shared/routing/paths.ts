/**
 * Every path of the portal, once: the route table (src/app/routes.ts) declares its routes with
 * these, and links, redirects and machines' navigations use them. `patterns` holds the
 * parameterised routes as the router declares them.
 */
export const paths = {
  home: '/',
  cgu: '/cgu',
  download: '/download',
  ranking: '/ranking',
  /** A character's and a guild's page by the game's name (docs/decisions/055). */
  character: (name: string) => `/personnage/${encodeURIComponent(name)}`,
  guilds: '/guildes',
  guild: (name: string) => `/guildes/${encodeURIComponent(name)}`,
  status: '/statut',
  roadmap: '/roadmap',
  publicLoyalty: '/fidelite',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  news: '/actualites',
  login: '/auth/login',
  register: '/auth/register',
  resetPassword: '/auth/reset-password',
  profile: '/me/profile',
  accounts: '/me/accounts',
  account: (accountId: number | string) => `/me/accounts/${accountId}`,
  loyalty: '/me/fidelity',
  history: '/me/historique',
  /** A receipt or credit note, print-ready (docs/decisions/062-receipts.md). */
  receipt: (number: number) => `/me/recus/${number}`,
  /** The online withdrawal function (docs/decisions/063); ?achat=<paymentId> preselects. */
  withdrawal: '/retractation',
  /** The operator's console (docs/operator-console.md): operators only. */
  admin: {
    players: '/admin',
    player: (uid: string) => `/admin/joueurs/${encodeURIComponent(uid)}`,
    audit: '/admin/journal',
    payments: '/admin/paiements',
    promotions: '/admin/promotions',
    rewards: '/admin/recompenses',
    siteNotice: '/admin/maintenance',
    incidents: '/admin/incidents',
    voteSites: '/admin/sites-de-vote',
    approvals: '/admin/approbations',
    news: '/admin/actualites',
  },
  topUp: '/shop-points',
  transfer: '/shop-items',
  vote: '/vote',
  /** The six result pages, the two for an outcome not known, the closed account. */
  result: {
    topUpSuccess: '/shop-points-success',
    topUpFailure: '/shop-points-failure',
    transferSuccess: '/shop-transfer-success',
    transferFailure: '/shop-transfer-failure',
    claimSuccess: '/fidelity-claim-success',
    claimFailure: '/fidelity-claim-failure',
    /** A transfer or a claim whose answer was lost: the page says what is known. */
    transferUnknown: '/shop-transfer-pending',
    claimUnknown: '/fidelity-claim-pending',
    /** « Supprimer mon compte » done: the player is signed out. */
    accountDeleted: '/compte-supprime',
  },
  /** Mock builds only: the stand-ins for the mailbox, the payment page and the voting sites. */
  mock: {
    mailbox: '/__mock/mailbox',
    verify: '/__mock/verify',
    session: '/__mock/session',
    reset: '/__mock/reset',
    checkout: (session: string) => `/__mock/checkout/${session}`,
    vote: (provider: string) => `/__mock/vote/${provider}`,
  },
  dev: '/__dev',
} as const

/** The parameterised paths as the route table declares them. */
export const patterns = {
  account: '/me/accounts/:accountId',
  adminPlayer: '/admin/joueurs/:uid',
  character: '/personnage/:name',
  guild: '/guildes/:name',
  news: '/actualites/:slug',
  receipt: '/me/recus/:number',
  mockCheckout: '/__mock/checkout/:session',
  mockVote: '/__mock/vote/:provider',
} as const
