import { ROUTE_LIST } from '../../web/src/config/routes';
import { type ObservatoryScore, scoreResponse } from './observatory';

export interface PageScore {
  readonly path: string;
  readonly scan: ObservatoryScore;
}

/**
 * Scores every page of the site as the HTTP Observatory would score it over HTTPS: the headers
 * and HTML as the local twin serves them (the same headers and files as CloudFront). Three facts
 * a local response cannot show are given: the page is on HTTPS (CloudFront; the host name does
 * not change a score), HTTP redirects to HTTPS on the same host (CloudFront's
 * `REDIRECT_TO_HTTPS`, asserted by test/infra), and the domain is not on the HSTS preload list.
 */
export async function scoreSite(siteUrl: string): Promise<PageScore[]> {
  const scores: PageScore[] = [];
  for (const { path } of ROUTE_LIST) {
    const url = new URL(path, siteUrl);
    const response = await fetch(url);
    url.protocol = 'https:';
    const headers = Object.fromEntries(response.headers);
    scores.push({
      path,
      scan: scoreResponse({
        url: url.href,
        headers,
        html: await response.text(),
        redirection: 'redirection-to-https',
        hstsPreloaded: false,
      }),
    });
  }
  return scores;
}
