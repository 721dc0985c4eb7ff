/**
 * The list of the app's modules that the build writes into every prerendered page
 * (web/build/first-view.ts) and the page's loader reads (web/src/entry-client.ts).
 */

/** The id of the `<script type="application/json">` element that holds the list. */
export const APP_MODULES_ID = 'app-modules';

/** One module of the app: the first is web/src/main.tsx, the others what the page imports. */
export interface AppModule {
  readonly src: string;
  /** `sha384-…` of the file, checked by the browser before the module runs. */
  readonly integrity?: string;
}
