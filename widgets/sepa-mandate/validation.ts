/** German Market's SEPA mandate fields: IBAN and BIC checks (ibantools) and when a preview is offered. */
import { electronicFormatIBAN, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from 'ibantools';

export type SepaProblem =
  | 'sepa.iban.missing'
  | 'sepa.iban.country'
  | 'sepa.iban.length'
  | 'sepa.iban.format'
  | 'sepa.iban.checksum'
  | 'sepa.iban.qr'
  | 'sepa.bic.missing'
  | 'sepa.bic.format';

/** The IBAN without spaces, upper case, as it is checked and sent. */
export const compactIban = (value: string) => electronicFormatIBAN(value) ?? '';

/** Why this IBAN is not usable, or null when it is. */
export function ibanProblem(value: string): SepaProblem | null {
  const iban = compactIban(value);
  if (!iban) return 'sepa.iban.missing';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  const first = errorCodes[0];
  switch (first) {
    case ValidationErrorsIBAN.NoIBANProvided:
      return 'sepa.iban.missing';
    case ValidationErrorsIBAN.NoIBANCountry:
      return 'sepa.iban.country';
    case ValidationErrorsIBAN.WrongBBANLength:
      return 'sepa.iban.length';
    case ValidationErrorsIBAN.WrongBBANFormat:
      return 'sepa.iban.format';
    case ValidationErrorsIBAN.QRIBANNotAllowed:
      return 'sepa.iban.qr';
    default:
      return 'sepa.iban.checksum';
  }
}

/** Why this BIC is not usable, or null; an empty BIC is fine when the field is optional. */
export function bicProblem(value: string, required: boolean): SepaProblem | null {
  const bic = value.replace(/\s+/g, '').toUpperCase();
  if (!bic) return required ? 'sepa.bic.missing' : null;
  const { valid, errorCodes } = validateBIC(bic);
  if (valid) return null;
  return errorCodes[0] === ValidationErrorsBIC.NoBICProvided ? 'sepa.bic.missing' : 'sepa.bic.format';
}

export interface MandateFields {
  holder: string;
  iban: string;
  bic: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export type MandateField = keyof MandateFields;

/**
 * What still keeps the preview from being offered: the contract's empty fields (BIC only when it
 * is required), then invalid IBAN or BIC. Saved data always allows it.
 */
export function previewBlockers(
  fields: MandateFields,
  options: { bicRequired: boolean; savedData: boolean },
): { missing: MandateField[]; invalid: SepaProblem[] } {
  if (options.savedData) return { missing: [], invalid: [] };
  const missing = (Object.keys(fields) as MandateField[]).filter(
    (name) => (name !== 'bic' || options.bicRequired) && fields[name].trim() === '',
  );
  const invalid = [
    fields.iban.trim() ? ibanProblem(fields.iban) : null,
    bicProblem(fields.bic, options.bicRequired && fields.bic.trim() !== ''),
  ].filter((problem): problem is SepaProblem => problem !== null && !problem.endsWith('.missing'));
  return { missing, invalid };
}
