/**
 * What a legal page shows for a setting left empty outside a production build (the build refuses
 * it empty there: src/shared/config/config.ts). A module of its own: pages compare with it
 * without bringing the settings' check into the build.
 */
export const LEGAL_PLACEHOLDER = 'Non renseigné (version de démonstration)'
