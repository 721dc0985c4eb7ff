/**
 * The part of CloudWatch Synthetics' Playwright library the canary uses. The runtime provides the
 * module (it is not on npm); the bundle leaves it external. See
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Synthetics_Canaries_Nodejs_Playwright.html
 */
declare module '@aws/synthetics-playwright' {
  import type { Browser, BrowserContext, Page } from 'playwright-core';

  export const synthetics: {
    /** The runtime's Chromium, with its launch options. */
    launch(options?: Record<string, unknown>): Promise<Browser>;
    /** A page whose traffic the run's HAR file and report record. */
    newPage(browserOrContext?: Browser | BrowserContext): Promise<Page>;
    /** Closes the browser; the run's artifacts are written after it. */
    close(): Promise<void>;
  };
}
