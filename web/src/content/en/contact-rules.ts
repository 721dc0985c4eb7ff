import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../config/contact-rules';
import type { ContactRuleMessages } from '../types';

/** The first four are the spec's wording, exactly. */
export const CONTACT_RULE_MESSAGES: ContactRuleMessages = {
  name_required: 'Name is required',
  email_required: 'Email is required',
  email_invalid: 'Email is invalid',
  message_required: 'Message is required',
  name_too_long: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  email_too_long: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  message_too_long: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  name_control_characters: 'Name must not contain line breaks or control characters',
  email_control_characters: 'Email must not contain line breaks or control characters',
};
