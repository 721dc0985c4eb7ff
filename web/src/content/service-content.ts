import type { ServiceSummary } from './service-summaries';
import type { ImageRef, TitledText } from './types';

/** The copy of one service page (the spec's "service content" entity, plus a card summary). */
export interface ServiceContent extends ServiceSummary {
  readonly topImage: ImageRef;
  /** Absent for physical security, which uses a single image. */
  readonly bottomImage?: ImageRef;
  readonly description: {
    readonly main: string;
    readonly paragraph1: string;
    readonly paragraph2: string;
    readonly paragraph3?: string;
    readonly paragraph4?: string;
  };
  readonly bullets: readonly TitledText[];
  /** Physical security's second block: an extra paragraph and bullets. */
  readonly secondBlock?: {
    readonly title: string;
    readonly paragraph: string;
    readonly bullets: readonly TitledText[];
  };
}
