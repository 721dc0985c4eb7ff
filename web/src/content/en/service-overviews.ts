import type { ServiceSlug } from '../../config/routes';

/**
 * Each service's main description: the opening of its page and its entry on What we do. Apart
 * from the rest of the copy, so that What we do does not load four whole service pages.
 */
export const SERVICE_OVERVIEWS: Readonly<Record<ServiceSlug, string>> = {
  'application-api-security':
    'Most breaches now begin in the application layer: a forgotten endpoint, a broken authorization check, a dependency nobody tracks. We secure the software you build and the APIs you expose, from the first design review to the release that goes live tonight.',
  'infrastructure-security':
    'Your cloud accounts, networks and identity systems are the ground everything else stands on. We review how they are built, close the paths an attacker would take, and help you watch them so that the next change does not reopen what was fixed.',
  'physical-security':
    'Digital controls mean little if someone can walk into the server room. We assess and design the physical protection of offices, data rooms, branches and venues, so that people and assets are safe and every door opened is accountable.',
  'integrated-operations':
    'Attackers do not respect the line between the IT department and the facilities team. Integrated operations brings digital and physical security under one team, one risk register and one incident process, so that nothing falls between the two.',
};
