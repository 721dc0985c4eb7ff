import { z } from 'zod';
import { text } from './fields.ts';

/**
 * The social card's texts (pages/<locale>/social-card.yaml): the image a link shows when it is
 * shared, drawn by the build (web/build/render-brand-images.ts).
 */
export const socialCardSchema = z.strictObject({
  tagline: text('Tagline', 'The card’s headline, under the home page’s title.'),
  markets: text('Markets', 'The markets line at the foot of the card.'),
  alt: text('Description', 'The card described for someone who cannot see it.'),
});
