import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { cachedSecretReader } from '../cached-secret';
import { jsonLog } from '../json-log';
import { jsonResponse } from '../json-response';
import { originSecretCheck } from '../origin-secret';
import { readSettings, SIGN_IN_CALLBACK_PATH, SIGN_IN_START_PATH } from './settings';
import { completeSignIn, type SignInDependencies, startSignIn } from './sign-in';

// Read once, at cold start: a misconfigured function fails loudly before serving anyone.
const settings = readSettings(process.env);
const dependencies: SignInDependencies = {
  settings,
  readClientSecret: cachedSecretReader(settings.clientSecretId, undefined),
};
/** The same check as the site's API: the current, pending and previous values, cached. */
const checkOrigin = originSecretCheck(settings.originSecretId);

/**
 * One JSON line per request: the route, the outcome, the status and GitHub's error code. Never
 * the query string, a cookie, a code, a state, a token or the client secret.
 */
const log = jsonLog('editor-sign-in');

/**
 * The editor's GitHub sign-in, behind its distribution's `/auth` and `/callback` (HTTP API,
 * payload 2.0). A request that did not come through CloudFront, another method or another path
 * gets a JSON error; everything the sign-in popup shows is an HTML page (./sign-in-page.ts).
 */
export async function handler(
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext.requestId;
  const route = event.rawPath;
  const origin = await checkOrigin(event.headers);
  if (origin.verdict === 'unavailable') {
    log('error', {
      requestId,
      route,
      status: 503,
      outcome: 'origin-unchecked',
      reason: 'origin secret unreadable',
      secretError: origin.error,
    });
    return jsonResponse(503, { error: 'Sign-in is unavailable. Please try again.' });
  }
  if (origin.verdict === 'rejected') {
    log('warn', {
      requestId,
      route,
      status: 403,
      outcome: 'rejected',
      reason: 'origin secret missing or wrong',
    });
    return jsonResponse(403, { error: 'Forbidden.' });
  }
  if (route !== SIGN_IN_START_PATH && route !== SIGN_IN_CALLBACK_PATH) {
    log('warn', { requestId, route: 'other', status: 404, outcome: 'rejected' });
    return jsonResponse(404, { error: 'Not found.' });
  }
  if (event.requestContext.http.method !== 'GET') {
    log('warn', { requestId, route, status: 405, outcome: 'rejected' });
    return jsonResponse(405, { error: 'Only GET is allowed.' }, { allow: 'GET' });
  }
  const query = event.queryStringParameters ?? {};
  const answer =
    route === SIGN_IN_START_PATH
      ? startSignIn(query, dependencies)
      : await completeSignIn(query, event.cookies ?? [], dependencies);
  const status = answer.response.statusCode ?? 200;
  log(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', {
    requestId,
    route,
    status,
    outcome: answer.outcome,
    ...(answer.detail ? { detail: answer.detail } : {}),
  });
  return answer.response;
}
