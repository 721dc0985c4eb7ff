/** The carousel's control labels; `{n}` and `{total}` are filled in. */
export const CAROUSEL = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n}',
  slideLabel: '{n} of {total}',
} as const;

export function fillIn(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
