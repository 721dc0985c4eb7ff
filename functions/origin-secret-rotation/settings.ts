/** What the rotation function needs from its environment, checked once when the module loads. */
export function readRotationSettings(env: NodeJS.ProcessEnv): {
  distributionId: string;
  apiUrl: string;
} {
  const distributionId = env.DISTRIBUTION_ID?.trim();
  const apiUrl = env.API_URL?.trim().replace(/\/+$/, '');
  if (!distributionId) {
    throw new Error('The rotation function needs DISTRIBUTION_ID (the CloudFront distribution).');
  }
  if (!apiUrl || !URL.canParse(apiUrl) || !apiUrl.startsWith('https://')) {
    throw new Error(
      `The rotation function needs API_URL, the API's https:// address, got "${apiUrl ?? ''}".`,
    );
  }
  return { distributionId, apiUrl };
}
