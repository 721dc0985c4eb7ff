import type { SocialCardCopy } from '../types';

/** Build-time only (see `SocialCardCopy`): no page imports it, so it costs the browser nothing. */
const SOCIAL_CARD: SocialCardCopy = {
  tagline:
    'Protegemos sus aplicaciones, su infraestructura y sus instalaciones con un solo equipo.',
  markets: 'Estados Unidos · España · Argentina',
  alt: 'El escudo y el nombre de Vantage Ward sobre el lema «Soluciones integrales de seguridad: protegemos sus aplicaciones, su infraestructura y sus instalaciones con un solo equipo», para clientes de Estados Unidos, España y Argentina.',
};

export default SOCIAL_CARD;
