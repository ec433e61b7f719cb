import { Fragment } from 'react';
import shared from '../theme/sharedStyles.module.css';
import { parseMarkup } from './parseMarkup.ts';
import type { MarkupNode } from './parseMarkup.ts';

export interface SafeMarkupProps {
  text: string;
  /** Render paragraphs as `<p>` (default) or inline (for labels and headings). */
  inline?: boolean;
}

/**
 * Renders tenant content markup (paragraphs, `**bold**`, `[label](https://...)`)
 * as React elements. Never uses dangerouslySetInnerHTML. External links open in
 * a new tab with rel="noopener noreferrer" and say so to screen readers.
 */
export function SafeMarkup({ text, inline = false }: SafeMarkupProps) {
  const paragraphs = parseMarkup(text);
  if (inline) {
    return (
      <>
        {paragraphs.map((nodes, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <MarkupNodes nodes={nodes} />
          </Fragment>
        ))}
      </>
    );
  }
  return (
    <>
      {paragraphs.map((nodes, index) => (
        <p key={index}>
          <MarkupNodes nodes={nodes} />
        </p>
      ))}
    </>
  );
}

function MarkupNodes({ nodes }: { nodes: MarkupNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'break':
            return <br key={index} />;
          case 'bold':
            return (
              <strong key={index}>
                <MarkupNodes nodes={node.children} />
              </strong>
            );
          case 'link': {
            const external = node.href.toLowerCase().startsWith('https://');
            return external ? (
              <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
                {node.label} <span className={shared.visuallyHidden}>(opens in a new tab)</span>
              </a>
            ) : (
              <a key={index} href={node.href}>
                {node.label}
              </a>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}
