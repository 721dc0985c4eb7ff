import type { AccessibilityCopy } from '../types';

const ACCESSIBILITY_STATEMENT: AccessibilityCopy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Accessibility statement',
    lead: 'How well this site works for people who browse with a keyboard, a screen reader, a magnifier or with reduced motion turned on: what we aim for, what we know falls short, how we check, and how to tell us about a barrier.',
  },
  commitment: {
    title: 'Our commitment',
    paragraphs: [
      '{legalName} wants everyone to be able to read this site and reach us through it, however they browse. We build it to the Web Content Accessibility Guidelines ({standard}) at level {level} and check it on every change before it goes live.',
      'This statement covers the whole website at {host}, in English and in Spanish: every page, the contact form, the quick-contact and thank-you dialogs, and the menu. It does not cover the sites we link to, such as LinkedIn.',
    ],
  },
  status: {
    title: 'Conformance status',
    conformance: {
      full: 'This site is fully conformant with {standard} level {level}: it meets every success criterion, with no exceptions.',
      partial:
        'This site is partially conformant with {standard} level {level}: most of it meets every success criterion, but the parts listed below do not yet.',
      none: 'This site is not yet conformant with {standard} level {level}: much of it does not meet the standard.',
    },
  },
  limitations: {
    title: 'Known limitations',
    lead: 'These are the barriers we know of, and what you can do until they are fixed:',
    none: 'We know of no barrier today. Anything that stops you from reading a page, sending the form or reaching a link or button with your keyboard, screen reader, magnifier or voice control would count as one: please tell us.',
    labels: { affected: 'What is affected', reason: 'Why', meanwhile: 'Meanwhile' },
    items: {
      thankYouDialogTimeout: {
        title: 'The thank-you dialog closes by itself',
        affected:
          'After you send the contact form, the dialog that thanks you and shows your inquiry’s reference closes after 3 seconds and takes you to the home page. That may be too short to read it, or to hear it with a screen reader (WCAG success criterion 2.2.1, Timing Adjustable).',
        reason:
          'The timing comes from the site’s original design. We plan to keep the dialog open until you close it.',
        meanwhile:
          'Your inquiry has arrived once the dialog appears, and you do not need the reference: our reply comes by email to the address you gave. If you missed the dialog and are unsure whether we got your message, write to us at {email}.',
      },
      errorToastTimeout: {
        title: 'Error messages of the form disappear after 6 seconds',
        affected:
          'If the form cannot be sent, for example because the connection dropped, the error message at the bottom of the screen hides itself after 6 seconds (WCAG success criterion 2.2.1, Timing Adjustable). Screen readers announce it as soon as it appears.',
        reason:
          'The timing comes from the site’s original design. We plan to keep the message until you dismiss it.',
        meanwhile:
          'Nothing you typed is lost: it stays in the form, so you can press {send} again. If sending keeps failing, write to us at {email}.',
      },
    },
  },
  assessment: {
    title: 'How we assessed it',
    automatedTitle: 'Automated checks, on every change',
    automated: [
      'Before any change can go live, our browser test suite opens every page, in English and in Spanish, at a desktop width (1280 px) and at a phone’s width (375 px) in Chromium, and checks it with axe-core, Deque’s open-source accessibility engine (rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA, and best practices). Any violation stops the release.',
      'axe also checks the site with the menu open (on the English home page and on every Spanish page, at a phone’s width), with the quick-contact dialog of a service page open and with the thank-you dialog showing, in both languages.',
      'The suite opens the menu and the quick-contact dialog from the keyboard: focus moves into them, Escape closes them and focus returns to the control that opened them. It also checks that every page declares its language, has one main heading and, 320 px wide (400% zoom), needs no scrolling sideways.',
    ],
    manualTitle: 'Manual review',
    manualLead: 'On {date} we went through the site by hand, in both languages:',
    manual: [
      'with the keyboard only: every link, button, form field and dialog can be reached and used in a logical order, with a visible focus, starting with the “{skipLink}” link;',
      'zoomed to 400% (a 320 px wide window): text reflows into one column, nothing is cut off and no page needs scrolling sideways;',
      'with reduced motion requested by the operating system: the carousel changes slides without animation and nothing else moves;',
      'in the accessibility tree that Chromium gives screen readers: headings, landmarks, the names of links, buttons and form fields, and the announcement of errors.',
    ],
    notYet:
      'We have not yet tested the site with a screen reader itself (NVDA, JAWS, VoiceOver or TalkBack); that is part of our next review.',
  },
  environments: {
    title: 'Compatible environments',
    paragraphs: [
      'The last review used {browsers} on a desktop and at a phone’s width, with the keyboard and with the operating system’s reduced motion setting.',
      'The site is built with standard HTML, CSS and a little JavaScript, without plug-ins, so it should work with current versions of Chrome, Microsoft Edge, Firefox and Safari and the screen readers people use with them. If it does not work with yours, please tell us.',
    ],
  },
  feedback: {
    title: 'Feedback',
    paragraphs: [
      'If anything on this site is hard or impossible for you to use, tell us through the {contactLink} or by email at {email}. Say which page, what you tried and, if you like, what you browse with.',
      'We answer within {days} business days. If we cannot fix the barrier at once, we send you the information you were looking for in a form that works for you.',
    ],
  },
  contactLink: 'contact form',
  prepared:
    'Last reviewed on {date}, by {legalName}’s own team (self-assessment), against {standard} level {level}.',
};

export default ACCESSIBILITY_STATEMENT;
