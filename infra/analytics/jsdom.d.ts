/** The one part of jsdom the report uses: a document for Observable Plot to draw into. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
