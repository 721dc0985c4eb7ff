import { runInNewContext } from 'node:vm';
import { edgeRouterCode } from '../../functions/edge-router/router-code';

/** The slice of a CloudFront Functions viewer-request event that the router reads. */
export interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
}

export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

export type EdgeRouter = (event: { request: EdgeRequest }) => EdgeRequest | EdgeResponse;

/**
 * Compiles the edge routing function in a bare `node:vm` context, as close as Node gets to the
 * CloudFront Functions runtime: no `require`, no `process`, no timers.
 */
export function loadEdgeRouter(code: string = edgeRouterCode()): EdgeRouter {
  const router: unknown = runInNewContext(`${code}\n;handler`, Object.create(null), {
    filename: 'router.js',
  });
  if (typeof router !== 'function') {
    throw new Error('functions/edge-router/router.js must declare a function named handler');
  }
  return router as EdgeRouter;
}

export function isEdgeResponse(result: EdgeRequest | EdgeResponse): result is EdgeResponse {
  return 'statusCode' in result;
}

/** Builds the viewer-request event CloudFront would hand the function for this URL. */
export function edgeRequest(method: string, url: URL): EdgeRequest {
  const querystring: EdgeRequest['querystring'] = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).map((value) => ({ value }));
    const [first] = values;
    querystring[key] =
      values.length > 1
        ? { value: first?.value ?? '', multiValue: values }
        : { value: first?.value ?? '' };
  }
  return { method, uri: url.pathname, querystring, headers: {} };
}
