/** A `{name}` placeholder in a text of the copy. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders of a text in; an unknown name is left empty. */
export function fillIn(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER, (_, key: string) => String(values[key] ?? ''));
}
