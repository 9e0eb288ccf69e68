import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from '@/lib/i18n/navigation';
import { ownHostnames, resolveContentLink } from '@/lib/content/links';
import styles from './content.module.css';

type Level = 2 | 3 | 4 | 5 | 6;
type Props = {
  children: string;
  /** The level a body's `##` becomes: 2 on a page under its h1, deeper inside a section. */
  headingLevel?: Level;
  /** `newTab` is announced to screen readers after external links, which open a new tab. */
  newTab: string;
  className?: string;
};

function ContentAnchor({ href, children, newTab }: { href?: string; children?: ReactNode; newTab: string }) {
  const link = resolveContentLink(href, ownHostnames());
  if (link.kind === 'internal') return <Link href={link.href as ComponentProps<typeof Link>['href']}>{children}</Link>;
  if (link.kind === 'external') {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> ({newTab})</span>
      </a>
    );
  }
  return <>{children}</>;
}

/** `#` and `##` → `headingLevel`, `###` one deeper …, never past h6: the page owns its h1. */
function headings(base: Level): Partial<Components> {
  const tag = (depth: number) => `h${Math.min(6, base + Math.max(depth, 2) - 2)}` as 'h2';
  return Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((depth) => {
      const Tag = tag(depth);
      return [`h${depth}`, ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>];
    }),
  );
}

/**
 * CMS Markdown without raw HTML: react-markdown prints HTML in a body as text and never executes
 * it; images are not part of the format and are dropped; links go through `resolveContentLink`
 * (ours — relative, or absolute on one of our own hostnames — in the tab; others in a new one).
 */
export function Markdown({ children, headingLevel = 2, newTab, className }: Props) {
  const components: Components = {
    ...headings(headingLevel),
    a: ({ href, children: text }) => (
      <ContentAnchor href={href} newTab={newTab}>
        {text}
      </ContentAnchor>
    ),
  };
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <ReactMarkdown components={components} disallowedElements={['img']} unwrapDisallowed>
        {children}
      </ReactMarkdown>
    </div>
  );
}
