/**
 * English wording of the validation keys, used by the API in `message` so that a
 * developer reading a response sees the problem; the web app translates the key.
 */
export const validationMessagesEn: Record<string, string> = {
  'validation.required': 'is required',
  'validation.email_invalid': 'Invalid email',
  'validation.password_min_length': 'must have at least 8 characters',
  'validation.password_max_length': 'must have at most 128 characters',
  'validation.password_uppercase': 'must contain an uppercase letter',
  'validation.password_lowercase': 'must contain a lowercase letter',
  'validation.password_digit': 'must contain a digit',
  'validation.password_special': 'must contain a special character',
  'validation.passwords_mismatch': 'Passwords do not match',
  'validation.accept_terms': 'the terms of service must be accepted',
  'validation.accept_privacy': 'the privacy policy must be accepted',
  'validation.confirm_age': 'you must confirm that you are at least 16 years old',
  'validation.invalid_choice': 'is not one of the allowed values',
  'validation.max_length': 'is too long',
  'validation.token_invalid': 'is not a valid token',
  'validation.username_invalid': 'must be 3-30 letters, digits, dots or underscores',
  'validation.hunter_name_invalid': 'must be 3-30 letters or digits, with spaces, dots, hyphens or underscores between them',
  'validation.hunter_name_required': 'a Hunter chooses the public name owners will see',
  'validation.hunter_name_reserved': 'is reserved: it is, contains or looks like a name of Ritrova or of its staff (admin, support...)',
  'validation.nothing_to_update': 'give at least one field to update',
  'validation.invalid': 'is not valid',
  'validation.invalid_characters': 'contains a character that is not text (a NUL byte or half of a surrogate pair)',
  'validation.tag_uid_required': 'Invalid tag UID provided',
  'validation.tag_uid_invalid': 'Invalid tag UID provided',
  'validation.select_bike': 'choose a bike',
  'validation.reward_invalid': 'must be 0, or euros from 1 to 100000 with at most two decimals ("12", "12.5", "12,50")',
  'validation.number': 'must be a whole number',
  'validation.min_value': 'is below the minimum',
  'validation.max_value': 'is above the maximum',
  'validation.dispute_reason': 'explain the problem in 10 to 1000 characters',
  'validation.iban_invalid': 'is not a valid IBAN (check the digits)',
  'validation.reference_required': 'give the payment reference (at least 3 characters)',
  'validation.message_too_long': 'must be at most 2000 characters',
  'validation.min_length_count': 'is too short',
  'validation.max_length_count': 'is too long',
  'validation.totp_code_invalid': 'must be the 6-digit code of the authenticator app',
  'validation.second_factor_code_invalid': 'must be the 6-digit code of the authenticator app or a recovery code',
  'validation.confirm_email': 'type the e-mail address of this account',
  'validation.date_time_invalid': 'must be a date and time in ISO 8601 with a time zone',
  'validation.date_invalid': 'must be a date (YYYY-MM-DD)',
  'validation.date_out_of_range': 'must be a day from 2000-01-01 to 2100-12-31',
  'validation.date_in_future': 'must not be in the future',
  'validation.date_too_old': 'must be within the last year',
  'validation.police_date_before_theft': 'must not be before the theft',
  'validation.place_outside_italy': 'must be a point in Italy',
};

/** The English text of a validation key, or the key itself when it has none. */
export function validationMessageEn(key: string): string {
  return validationMessagesEn[key] ?? key;
}
