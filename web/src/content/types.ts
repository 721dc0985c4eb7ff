/** Shapes shared by the content modules. Content is data only: no JSX, no styling. */

/** An image file imported from web/src/assets, with its intrinsic size. */
export interface ImageRef {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty for decorative artwork; a real description when the image carries meaning. */
  readonly alt: string;
}

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface NavLinkItem {
  readonly label: string;
  readonly path: string;
}

/** The heading block that opens a section: a small label, the heading, an optional lead. */
export interface SectionIntro {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead?: string;
}
