/** Request bodies from data objects (no imports: every island that calls the server has it). */

export type FormValue = string | number | boolean | null | undefined;
export type FormFields = Record<string, FormValue | readonly FormValue[]>;

/** Form-encode like jQuery.param for flat data: arrays as `name[]`, booleans as 1/0, nullish skipped. */
export function toSearchParams(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  const append = (name: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item) => append(`${name}[]`, item));
    else append(name, value as FormValue);
  }
  return params;
}
