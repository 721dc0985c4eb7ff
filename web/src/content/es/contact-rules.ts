import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../config/contact-rules';
import type { ContactRuleMessages } from '../types';

export const CONTACT_RULE_MESSAGES: ContactRuleMessages = {
  name_required: 'El nombre es obligatorio',
  email_required: 'El correo electrónico es obligatorio',
  email_invalid: 'El correo electrónico no es válido',
  message_required: 'El mensaje es obligatorio',
  name_too_long: `El nombre no puede superar los ${NAME_MAX_LENGTH} caracteres`,
  email_too_long: `El correo electrónico no puede superar los ${EMAIL_MAX_LENGTH} caracteres`,
  message_too_long: `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH} caracteres`,
  name_control_characters: 'El nombre no puede contener saltos de línea ni caracteres de control',
  email_control_characters:
    'El correo electrónico no puede contener saltos de línea ni caracteres de control',
};
