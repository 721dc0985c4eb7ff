/**
 * What a prerendered page holds back from its first frame: everything after the page's hero, and
 * the footer, each in a wrapper the browser skips (`hidden="until-found"`), which the build writes
 * (web/build/below-first-view.ts) and the loader removes once the first view is on the screen
 * (web/src/entry-client.ts). Decision 0033 says why.
 */

/** The attribute that marks a wrapper; web/src/styles/global.css shows it without script. */
export const BELOW_FIRST_VIEW_ATTRIBUTE = 'data-below-first-view';

/**
 * The attribute the loader sets on the root once the first view is on the screen: what is drawn
 * only then (the hero's texture, web/src/components/page-hero) waits for it.
 */
export const FIRST_VIEW_PAINTED_ATTRIBUTE = 'data-first-view-painted';
