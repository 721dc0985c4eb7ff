import { IMAGES } from '../images';
import type { AboutCopy } from '../types';

const ABOUT: AboutCopy = {
  hero: {
    eyebrow: 'About Us',
    title: 'Beyond trends. Built on principles',
    paragraphs: [
      'Vantage Ward was founded by practitioners who spent their careers defending banks, software platforms and venues, and who saw the same failure again and again: digital and physical security run by different teams who rarely spoke. We built a consultancy that treats them as one discipline.',
      'We do not chase the latest acronym or resell the latest product. We test what is real, report what matters and stay until it is fixed, with senior consultants in the United States, Spain and Argentina who put their names to every report.',
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Start a conversation',
    lead: 'Whether you have a deadline, an incident or just a question, a senior consultant will reply.',
  },
  contactBackdrop: IMAGES.aboutPanel,
};

export default ABOUT;
