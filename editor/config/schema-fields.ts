import type { z } from 'zod';

/**
 * Turns a zod object schema and its fields' `.meta({ title, description })` into the editor's
 * field list (Sveltia CMS, Decap-compatible): label, hint, widget, required, lengths, pattern,
 * options. Build-time only: it runs in Node when the editor is built, so zod stays out of the
 * editor's bundle. What a schema cannot say (a long text, Markdown, an image, a relation to
 * another collection) a collection's `widgets` adds by field name (collections.ts).
 */

/** One field as Sveltia CMS reads it (the subset this site uses). */
export interface CmsField {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly default?: unknown;
  readonly minlength?: number;
  readonly maxlength?: number;
  /** `[regular expression, message]`: Sveltia refuses a value that does not match. */
  readonly pattern?: readonly [string, string];
  readonly min?: number;
  readonly max?: number;
  readonly multiple?: boolean;
  /** A select's choices: the values, or each with the label the editor shows for it. */
  readonly options?: readonly (string | { readonly label: string; readonly value: string })[];
  readonly fields?: readonly CmsField[];
  /** A list's one item field: each item its own input. */
  readonly field?: CmsField;
  readonly i18n?: boolean | 'duplicate';
  readonly [option: string]: unknown;
}

/** Widget options a collection adds to a generated field (`widget`, `collection`, …). */
export type WidgetOverride = Partial<Omit<CmsField, 'widget'>> & {
  readonly widget?: string;
} & Readonly<Record<string, unknown>>;

interface Meta {
  readonly title?: string;
  readonly description?: string;
  /** What the editor shows for each value of a choice (the file keeps the value). */
  readonly optionLabels?: Readonly<Record<string, string>>;
}

interface Check {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly error?: (issue: unknown) => unknown;
}

type AnySchema = z.ZodType;

function defOf(schema: AnySchema): Record<string, unknown> & { type: string } {
  return (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
}

function metaOf(schema: AnySchema): Meta {
  return ((schema as unknown as { meta(): Meta | undefined }).meta() ?? {}) as Meta;
}

function checksOf(schema: AnySchema): Check[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Check } }[];
  return checks.map((check) => check._zod.def);
}

/** The message a check was written with (`.regex(re, 'message')`), when it is plain text. */
function messageOf(check: Check): string | undefined {
  try {
    const message = check.error?.({});
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** A transform the build applies after checking (an image name read as the image). */
function isTransformPipe(def: Record<string, unknown>): boolean {
  return def.type === 'pipe' && defOf(def.out as AnySchema).type === 'transform';
}

/**
 * Peels `optional`, `default` and a trailing transform: what is left is the value as the file
 * writes it.
 */
export function unwrap(schema: AnySchema): {
  inner: AnySchema;
  optional: boolean;
  defaultValue?: unknown;
  meta: Meta;
} {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let meta: Meta = metaOf(schema);
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default') {
      optional = true;
      const value = def.defaultValue;
      defaultValue = typeof value === 'function' ? (value as () => unknown)() : value;
    } else if (!isTransformPipe(def)) break;
    inner = (isTransformPipe(def) ? def.in : def.innerType) as AnySchema;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, optional, ...(defaultValue === undefined ? {} : { defaultValue }), meta };
}

/** A calendar date as the site writes it: a string or a YAML date, kept as `YYYY-MM-DD`. */
function isDate(schema: AnySchema): boolean {
  const def = defOf(schema);
  if (def.type === 'date') return true;
  if (def.type === 'pipe') return isDate(def.in as AnySchema);
  if (def.type === 'union')
    return (def.options as AnySchema[]).some((o) => defOf(o).type === 'date');
  return false;
}

const DATE_WIDGET = {
  widget: 'datetime',
  time_format: false,
  date_format: 'YYYY-MM-DD',
  format: 'YYYY-MM-DD',
} as const;

function stringLimits(schema: AnySchema, label: string): Partial<CmsField> {
  const limits: { minlength?: number; maxlength?: number; pattern?: readonly [string, string] } =
    {};
  for (const check of checksOf(schema)) {
    // A minimum of 1 is what `required` says already.
    if (check.check === 'min_length' && (check.minimum ?? 0) > 1) limits.minlength = check.minimum;
    if (check.check === 'max_length') limits.maxlength = check.maximum;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
      limits.pattern = [
        check.pattern.source,
        shown(messageOf(check) ?? `${label}: not in the form expected`),
      ];
    }
  }
  return limits;
}

function listLimits(schema: AnySchema): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') limits.min = check.minimum;
    if (check.check === 'max_length') limits.max = check.maximum;
  }
  return limits;
}

function widgetOf(
  name: string,
  inner: AnySchema,
  label: string,
): { readonly widget: string; readonly [option: string]: unknown } {
  const def = defOf(inner);
  if (isDate(inner)) return DATE_WIDGET;
  switch (def.type) {
    case 'string':
      return { widget: 'string', ...stringLimits(inner, label) };
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'object':
      return { widget: 'object', fields: fieldsFromSchema(inner as z.ZodObject) };
    case 'record': {
      const keys = enumKeys(def.keyType as AnySchema);
      // A fixed set of keys (`z.record(z.enum(…), …)` requires each one): one field per key.
      if (keys) return { widget: 'object', fields: recordFields(keys, def.valueType as AnySchema) };
      // Free keys (region codes and their names): the key-value field of Sveltia CMS.
      return { widget: 'keyvalue', key_label: 'Key', value_label: 'Value' };
    }
    case 'tuple': {
      const items = def.items as AnySchema[];
      const [first] = items;
      if (!first) throw new Error(`The editor has no field for "${name}", an empty tuple.`);
      return {
        widget: 'list',
        field: fieldFromSchema('item', first),
        min: items.length,
        max: items.length,
      };
    }
    case 'array': {
      const element = unwrap(def.element as AnySchema).inner;
      const elementDef = defOf(element);
      if (elementDef.type === 'enum') {
        return {
          widget: 'select',
          multiple: true,
          options: Object.values(elementDef.entries as Record<string, string>),
          ...listLimits(inner),
        };
      }
      if (elementDef.type === 'object') {
        return {
          widget: 'list',
          fields: fieldsFromSchema(element as z.ZodObject),
          ...listLimits(inner),
        };
      }
      // One input per item, never Decap's comma-separated line: texts hold commas.
      return {
        widget: 'list',
        field: fieldFromSchema('item', def.element as AnySchema),
        ...listLimits(inner),
      };
    }
    default:
      throw new Error(`The editor has no field for "${name}", a zod ${def.type}.`);
  }
}

/** The keys of an enum schema, or undefined for any other. */
function enumKeys(schema: AnySchema): string[] | undefined {
  const def = defOf(schema);
  return def.type === 'enum' ? Object.values(def.entries as Record<string, string>) : undefined;
}

/** `contactLink` → `Contact link`, `security-testing` → `Security testing`: a key as a label. */
export function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record with a fixed set of keys: one field per key, labelled by it, in the enum's order. */
function recordFields(keys: readonly string[], value: AnySchema): CmsField[] {
  return keys.map((key) => fieldFromSchema(key, value, { label: keyLabel(key) }));
}

/**
 * A schema's text as the editor shows it: its hints take a little Markdown and drop anything
 * that looks like an HTML tag, so `/media/<file>` would read `/media/`.
 */
function shown(text: string): string {
  return text.replace(/<([^<>]+)>/g, '‹$1›');
}

/**
 * Why a text has its maximum length, from the schema's message (`is longer than 56 characters
 * (a longer title wraps to a fourth line on a phone)`): the editor's own message says only the
 * number, so the hint says the reason.
 */
function lengthReason(schema: AnySchema): string | undefined {
  if (defOf(schema).type !== 'string') return undefined;
  const max = checksOf(schema).find((check) => check.check === 'max_length');
  const reason = max && /\(([^)]+)\)\s*$/.exec(messageOf(max) ?? '')?.[1];
  return reason ? `At most ${max.maximum} characters: ${reason}.` : undefined;
}

/** One schema field as an editor field, with the collection's widget options for it. */
export function fieldFromSchema(
  name: string,
  schema: AnySchema,
  override: WidgetOverride = {},
): CmsField {
  const { inner, optional, defaultValue, meta } = unwrap(schema);
  const label = meta.title ?? name;
  const hint = shown([meta.description, lengthReason(inner)].filter(Boolean).join(' '));
  const widget = widgetOf(name, inner, label);
  const options = widget.options as CmsField['options'];
  const labels = meta.optionLabels;
  const field: CmsField = {
    name,
    label,
    ...(hint ? { hint } : {}),
    ...widget,
    ...(labels && options
      ? {
          options: options.map((option) =>
            typeof option === 'string'
              ? { value: option, label: labels[option] ?? option }
              : option,
          ),
        }
      : {}),
    required: !optional,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
  if (override.widget && override.widget !== field.widget) {
    // Another widget (a relation in place of a list of keys): the generated item fields go.
    const { field: _item, fields: _fields, options: _options, ...rest } = field;
    return { ...rest, ...override } as CmsField;
  }
  return { ...field, ...override } as CmsField;
}

/**
 * Every field of what one file holds: an object's fields, or one per key of a record with a
 * fixed set of keys (page-meta.yaml: one entry per page).
 */
export function fieldsOfFile(
  schema: z.ZodType,
  overrides: Readonly<Record<string, WidgetOverride>> = {},
): CmsField[] {
  const def = defOf(schema);
  if (def.type === 'object') return fieldsFromSchema(schema as z.ZodObject, overrides);
  const keys = def.type === 'record' ? enumKeys(def.keyType as AnySchema) : undefined;
  if (!keys) throw new Error(`The editor cannot edit a file holding a zod ${def.type}.`);
  return recordFields(keys, def.valueType as AnySchema);
}

/** The names a file's schema has at its top level: an object's fields or a record's keys. */
export function topLevelNames(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys((schema as z.ZodObject).shape);
  if (def.type === 'record') return enumKeys(def.keyType as AnySchema) ?? [];
  return [];
}

/** Every field of an object schema, in its order. */
export function fieldsFromSchema(
  schema: z.ZodObject,
  overrides: Readonly<Record<string, WidgetOverride>> = {},
): CmsField[] {
  for (const name of Object.keys(overrides)) {
    if (!(name in schema.shape)) {
      throw new Error(`The editor configures "${name}", which is not a field of the schema.`);
    }
  }
  return Object.entries(schema.shape).map(([name, field]) =>
    fieldFromSchema(name, field as AnySchema, overrides[name]),
  );
}
