import { z } from 'zod';
import { describedImage, hero, list, navLink, text, titledText } from './fields.ts';

/** Who we work with (pages/<locale>/who-we-work-with.yaml). */
export const whoWeWorkWithSchema = z.strictObject({
  hero,
  sectorsTitle: text('Sectors heading', 'Above the list of sectors.'),
  sectors: list(titledText, 'Sectors', 'Each sector and a sentence about it.'),
  image: describedImage,
  closing: z
    .strictObject({
      title: text('Heading', 'The closing section’s heading.'),
      text: text('Text', 'A sentence.'),
      link: navLink,
    })
    .meta({ title: 'Closing', description: 'The section at the foot of the page.' }),
});
