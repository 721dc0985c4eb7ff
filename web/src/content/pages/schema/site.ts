import { z } from 'zod';
import { list, navLink, text } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';

const links = (title: string, description: string) => list(navLink, title, description);

/**
 * Every text outside the pages themselves (pages/<locale>/site.yaml): header, menu, footer, the
 * contact form, the dialogs. The form's error messages stay in code, beside its rules
 * (web/src/content/<locale>/contact-rules.ts): the contact Lambda sends them too.
 */
export const siteSchema = withPlaceholders(
  z.strictObject({
    organization: z
      .strictObject({
        summary: text('Summary', 'One line about the company, for search engines.'),
        countries: z
          .tuple([text('Country', ''), text('Country', ''), text('Country', '')], {
            error: 'must be a list of the three countries',
          })
          .meta({ title: 'Countries', description: 'Where the company sells, in this language.' }),
      })
      .meta({ title: 'Organization', description: 'What search engines read about the firm.' }),
    skipLink: text('Skip link', 'The first link of every page, for keyboard users.'),
    header: z
      .strictObject({
        label: text('Navigation name', 'What a screen reader calls the main navigation.'),
        homeLabel: text('Home link name', '{siteName} is replaced by the site’s name.'),
        links: links('Links', 'The header’s links, in order.'),
        contact: navLink,
      })
      .meta({ title: 'Header', description: 'The bar at the top of every page.' }),
    drawer: z
      .strictObject({
        openLabel: text('Open button', ''),
        title: text('Title', ''),
        closeLabel: text('Close button', ''),
        links: links('Links', 'The menu’s links, in order.'),
      })
      .meta({ title: 'Menu', description: 'The menu that opens from the header.' }),
    languageSwitcher: z
      .strictObject({ label: text('Name', 'What a screen reader calls the language links.') })
      .meta({ title: 'Language switcher', description: '' }),
    footer: z
      .strictObject({
        tagline: text('Tagline', 'The sentence beside the logo.'),
        company: z.strictObject({ title: text('Heading', ''), links: links('Links', '') }),
        social: z.strictObject({
          title: text('Heading', ''),
          linkedIn: text('LinkedIn link', ''),
          newTabNote: text('New tab note', 'Told to screen readers after the link.'),
        }),
        legal: z.strictObject({ title: text('Heading', ''), links: links('Links', '') }),
      })
      .meta({ title: 'Footer', description: 'The foot of every page.' }),
    contactForm: z
      .strictObject({
        labels: z.strictObject({
          name: text('Name', ''),
          email: text('Email', ''),
          message: text('Message', ''),
          honeypot: text('Trap field', 'Never shown to people: a trap for bots.'),
        }),
        placeholders: z.strictObject({
          name: text('Name', ''),
          email: text('Email', ''),
          message: text('Message', ''),
        }),
        submit: text('Send button', ''),
        sending: text('While sending', ''),
        sendFailed: text('Send failed', 'The message after a failed send (the spec’s wording).'),
        dismissToast: text('Dismiss message', ''),
        privacyNote: text('Privacy note', 'Next to the send button.'),
        privacyLink: text('Privacy link', ''),
        withoutScript: text(
          'Without JavaScript',
          'Shown instead of the send button when the browser runs no JavaScript, which sending needs; the firm’s email address follows it.',
        ),
      })
      .meta({ title: 'Contact form', description: 'Labels and messages of the form.' }),
    successModal: z
      .strictObject({
        title: text('Title', 'The spec’s wording.'),
        text: text('Text', 'The spec’s wording.'),
        referenceLabel: text('Reference label', 'Before the inquiry’s reference.'),
      })
      .meta({ title: 'Thank-you dialog', description: 'Shown once the form is sent.' }),
    quickContact: z
      .strictObject({
        opener: text('Button', ''),
        title: text('Title', ''),
        lead: text('Lead', ''),
        close: text('Close button', ''),
      })
      .meta({ title: 'Quick inquiry', description: 'The dialog on the service pages.' }),
    carousel: z
      .strictObject({
        previous: text('Previous', ''),
        next: text('Next', ''),
        goTo: text('Go to slide', '{n} is the slide’s number.'),
        slideLabel: text('Slide name', '{n} and {total} are filled in.'),
      })
      .meta({ title: 'Carousel', description: 'Button names of the home page’s slides.' }),
    errorScreen: z
      .strictObject({
        eyebrow: text('Label', ''),
        title: text('Title', ''),
        text: text('Text', ''),
        homeLabel: text('Home link', ''),
      })
      .meta({ title: 'Error screen', description: 'Shown when a page fails.' }),
  }),
  ['siteName', 'n', 'total'],
);
