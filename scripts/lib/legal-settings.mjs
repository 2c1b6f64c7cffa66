/**
 * The legal pages' settings of the production builds made by the measuring and checking scripts
 * (a production build refuses empty ones: src/shared/config/config.ts); placeholders, never deployed.
 */
export const LEGAL_SETTINGS = {
  VITE_LEGAL_PUBLISHER: 'Éditeur de contrôle',
  VITE_LEGAL_DIRECTOR: 'Directeur de contrôle',
  VITE_LEGAL_ADDRESS: '1 rue du Contrôle, 75000 Paris',
  VITE_LEGAL_CONTACT: 'contact@example.test',
  VITE_LEGAL_HOST: 'Hébergeur de contrôle, 2 rue du Contrôle, 75000 Paris',
  VITE_LEGAL_DATA_OFFICER: 'donnees@example.test',
  VITE_LEGAL_MEDIATOR: 'Médiateur de contrôle',
  VITE_LEGAL_MEDIATOR_URL: 'https://mediateur.example.test',
}
