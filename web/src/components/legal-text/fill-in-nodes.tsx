import { Fragment, type ReactNode } from 'react';
import { PLACEHOLDER } from '../../content/fill-in';

/** Fills `{name}` placeholders of a text with text or elements (an address becomes a link). */
export function fillInNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  return template.split(PLACEHOLDER).map((part, index) => (
    // Odd parts are the names between braces.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
    <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? '') : part}</Fragment>
  ));
}

/** Paragraphs of a text, each a `<p>` with its placeholders filled in. */
export function filledParagraphs(
  texts: readonly string[],
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  return texts.map((text) => <p key={text}>{fillInNodes(text, values)}</p>);
}

/** An email address as a `mailto:` link. */
export function mailLink(address: string): ReactNode {
  return <a href={`mailto:${address}`}>{address}</a>;
}
