import { createHash } from 'node:crypto'

/**
 * The one script written inline, in a player's page only (build/prerender-plugin.ts): before
 * the first paint, it marks the document (`data-player`) when the browser holds a stored Firebase
 * session (a `firebase:authUser:…` key in localStorage, as src/shared/auth/firebase-session.ts
 * reads it; storage refused: one may exist), and the page's frame shows (`SignedInPages`); a
 * visitor gets a blank page, then the home page (decision 038). A key found ends the loop by
 * throwing, so that both cases share the one statement that marks the document.
 */
export const STORED_SESSION_SCRIPT =
  "try{for(var i=0;i<localStorage.length;i++)if(localStorage.key(i).indexOf('firebase:authUser:')===0)throw 0}catch(e){document.documentElement.setAttribute('data-player','')}"

/** The Content-Security-Policy source that allows STORED_SESSION_SCRIPT (firebase.json). */
export const STORED_SESSION_HASH = `'sha256-${createHash('sha256').update(STORED_SESSION_SCRIPT).digest('base64')}'`
