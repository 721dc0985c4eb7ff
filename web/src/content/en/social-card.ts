import type { SocialCardCopy } from '../types';

/** Build-time only (see `SocialCardCopy`): no page imports it, so it costs the browser nothing. */
const SOCIAL_CARD: SocialCardCopy = {
  tagline: 'Application, infrastructure and physical security, run as one practice.',
  markets: 'United States · Spain · Argentina',
  alt: 'The Vantage Ward shield and name over the words “Comprehensive security solutions: application, infrastructure and physical security, run as one practice”, for clients in the United States, Spain and Argentina.',
};

export default SOCIAL_CARD;
